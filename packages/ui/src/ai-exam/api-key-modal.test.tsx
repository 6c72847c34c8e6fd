import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack, inputLabelled } from '../test/controls.ts';
import * as stories from './api-key-modal.stories.tsx';
import { modalWidthPx } from './modal-width.ts';

const { NotSet, Saving, KeySet, Removing, StatusUnknown } = composeStories(stories);

function dialog() {
  return screen.getByRole('dialog', { name: 'API Key 設定' });
}

const keyField = () => inputLabelled('Google Gemini API Key', dialog());

describe('ApiKeyModal', () => {
  it('without a key: says so, hides what is typed, links to the key page and saves only a non-blank key', async () => {
    const onSave = fn();
    render(<NotSet onSave={onSave} />);
    expect(modalWidthPx(dialog())).toBe(500);
    expect(within(dialog()).getByText('尚未設定 API Key')).toBeTruthy();
    expect(keyField().type).toBe('password');
    const link = within(dialog()).getByRole('link', { name: 'Google AI Studio' });
    expect(link.getAttribute('href')).toBe('https://aistudio.google.com/app/apikey');
    const save = within(dialog()).getByRole('button', { name: '儲存' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.type(keyField(), '   ');
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.type(keyField(), 'AIzaKey1234  ');
    await userEvent.click(within(dialog()).getByRole('button', { name: '顯示 API Key' }));
    expect(keyField().type).toBe('text');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledExactlyOnceWith('AIzaKey1234');
    expect(within(dialog()).queryByRole('button', { name: '移除' })).toBeNull();
  });

  it('saves with Enter', async () => {
    const onSave = fn();
    render(<NotSet onSave={onSave} />);
    await userEvent.type(keyField(), 'AIzaKey{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('AIzaKey');
  });

  it('while saving sends nothing again', async () => {
    const onSave = fn();
    render(<Saving onSave={onSave} />);
    await userEvent.type(keyField(), 'AIzaKey{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('with a key: shows only the mask and offers 移除 instead of a field', async () => {
    const onRemove = fn();
    render(<KeySet onRemove={onRemove} />);
    expect(within(dialog()).getByText('已設定：****Ab12')).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Google Gemini API Key')).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: '儲存' })).toBeNull();
    await expectButtonsCallBack({ 移除: onRemove }, dialog());
  });

  it('while removing, 移除 cannot be pressed again', async () => {
    const onRemove = fn();
    render(<Removing onRemove={onRemove} />);
    await userEvent.click(within(dialog()).getByRole('button', { name: '移除' }));
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('forgets a typed key when it closes', async () => {
    const { rerender } = render(<NotSet />);
    await userEvent.type(keyField(), 'AIzaSecret');
    rerender(<NotSet opened={false} />);
    rerender(<NotSet opened />);
    expect(keyField().value).toBe('');
  });

  it('does not offer saving before the status is known', () => {
    render(<StatusUnknown />);
    expect(within(dialog()).getByRole('button', { name: '儲存' }).hasAttribute('disabled')).toBe(true);
  });
});
