import { composeStories } from '@storybook/react';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import * as stories from './confirm-dialog.stories.tsx';
import { useConfirm } from './confirm-provider.tsx';

const { Default, Danger, Loading, ViaUseConfirm } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('asks under its title with 確定 and 取消 by default', async () => {
    const onConfirm = fn();
    const onCancel = fn();
    render(<Default onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: '確認' })).toBeTruthy();
    expect(screen.getByText('確定要重新生成嗎？目前的結果將會清除。')).toBeTruthy();
    await expectButtonsCallBack({ 確定: onConfirm, 取消: onCancel });
  });

  it('cancels on Escape', async () => {
    const user = userEvent.setup();
    const onCancel = fn();
    render(<Default onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('for a destructive action uses its own label and starts focus on 取消', async () => {
    render(<Danger />);
    expect(screen.getByRole('button', { name: '刪除' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' })));
  });

  it('while loading, neither confirms again nor lets the user walk away', async () => {
    const user = userEvent.setup();
    const onConfirm = fn();
    const onCancel = fn();
    render(<Loading onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: '刪除' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '取消' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('useConfirm', () => {
  it('resolves true when the user confirms', async () => {
    const user = userEvent.setup();
    render(<ViaUseConfirm />);
    await user.click(screen.getByRole('button', { name: '詢問' }));
    // The dialog's code is fetched with the first question.
    expect(await screen.findByRole('dialog', { name: '登出' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '登出' }));
    expect((await screen.findByRole('status')).textContent).toBe('已確認');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on 取消 and on Escape', async () => {
    const user = userEvent.setup();
    render(<ViaUseConfirm />);
    await user.click(screen.getByRole('button', { name: '詢問' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect((await screen.findByText('已取消')).getAttribute('role')).toBe('status');

    await user.click(screen.getByRole('button', { name: '詢問' }));
    await user.click(screen.getByRole('button', { name: '登出' }));
    expect(await screen.findByText('已確認')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '詢問' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('已取消')).toBeTruthy();
  });

  it('refuses to work outside a provider, with a message saying where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useConfirm())).toThrow(/ConfirmProvider/);
  });
});
