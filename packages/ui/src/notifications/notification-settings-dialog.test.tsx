import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { sampleSettings } from './fixtures.ts';
import * as stories from './notification-settings-dialog.stories.tsx';

const { Saved, Loading, LoadError, Saving, EmailUnavailable } = composeStories(stories);

/** The radio `delivery` of the kind labelled `kind`. */
function choice(kind: string, delivery: string): HTMLInputElement {
  const input = screen
    .getByRole('radiogroup', { name: kind })
    .querySelector<HTMLInputElement>(`input[value="${delivery}"]`);
  if (!input) throw new Error(`no ${delivery} for ${kind}`);
  return input;
}

describe('NotificationSettingsDialog', () => {
  it('shows each kind’s choice and the mail frequency as saved, and says e-mailed ones stay in the bell', () => {
    renderStory(Saved, <Saved />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(8);
    expect(choice('我的解答有新動態', 'off').checked).toBe(true);
    expect(choice('我的檢舉已處理', 'email').checked).toBe(true);
    expect(choice('重要公告', 'app').checked).toBe(true);
    expect(choice('電子郵件寄送頻率', 'each').checked).toBe(true);
    expect(screen.getByText(/仍會顯示在通知鈴，另外寄到/)).toBeTruthy();
  });

  it('saves the daily digest chosen with the kinds', async () => {
    const onSave = fn();
    renderStory(Saved, <Saved onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(choice('電子郵件寄送頻率', 'daily'));
    await user.click(choice('重要公告', 'email'));
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSave).toHaveBeenCalledWith({
      ...sampleSettings,
      mail_frequency: 'daily',
      important_announcement: 'email',
    });
  });

  it('without a mail server, offers no e-mail nor frequency and says why, keeping a saved e-mail choice shown', () => {
    renderStory(EmailUnavailable, <EmailUnavailable />);
    expect(screen.getByText(/尚未設定寄信伺服器/)).toBeTruthy();
    expect(choice('重要公告', 'email').disabled).toBe(true);
    expect(choice('重要公告', 'off').disabled).toBe(false);
    expect(choice('我的檢舉已處理', 'email').checked).toBe(true);
    expect(choice('電子郵件寄送頻率', 'daily').disabled).toBe(true);
  });

  it('saves every kind with the choices made', async () => {
    const onSave = fn();
    renderStory(Saved, <Saved onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(choice('重要公告', 'off'));
    await user.click(choice('我的解答有新動態', 'app'));
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSave).toHaveBeenCalledWith({
      ...sampleSettings,
      important_announcement: 'off',
      answer_activity: 'app',
    });
  });

  it('says it is loading, offers 重新載入 when it failed, and waits while saving', async () => {
    const { unmount } = renderStory(Loading, <Loading />);
    expect(screen.getByText('載入通知設定中…')).toBeTruthy();
    unmount();
    const onRetry = fn();
    const failed = renderStory(LoadError, <LoadError onRetry={onRetry} />);
    await expectButtonsCallBack({ 重新載入: onRetry });
    failed.unmount();
    renderStory(Saving, <Saving />);
    expect(screen.getByRole('button', { name: '取消' }).hasAttribute('disabled')).toBe(true);
    expect(choice('重要公告', 'off').disabled).toBe(true);
  });
});
