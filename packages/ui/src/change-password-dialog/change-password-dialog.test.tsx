import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { beforeAll, describe, expect, it } from 'vitest';
import { changePasswordDialogMessages } from '../i18n/compiled/change-password-dialog.catalogue.ts';
import { loadCatalogue } from '../i18n/i18n.ts';
import { describedByTexts, expectFieldErrorUntilEdited, expectStartsInAndEscapes } from '../test/controls.ts';
import { renderStory, renderToSubmit } from '../test/render-story.tsx';
import * as stories from './change-password-dialog.stories.tsx';

const { Empty, Submitting, WrongCurrentPassword, Phone, EmptyEnglish } = composeStories(stories);

/** The password field labelled `label` (followed by the asterisk of a required field). */
function field(label: string): HTMLInputElement {
  const input = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  if (!(input instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return input;
}
const current = () => field('目前的密碼');
const fresh = () => field('新密碼');
const again = () => field('確認新密碼');
const submitButton = () => screen.getByRole('button', { name: '變更密碼' });

/** Types the three fields (an empty string leaves one alone) and presses 變更密碼. */
async function fill(values: { current: string; fresh: string; again: string }) {
  const user = userEvent.setup();
  if (values.current) await user.type(current(), values.current);
  if (values.fresh) await user.type(fresh(), values.fresh);
  if (values.again) await user.type(again(), values.again);
  await user.click(submitButton());
}

describe('ChangePasswordDialog', () => {
  it('hands over the current and the new password, without the confirmation', async () => {
    const { onSubmit } = renderToSubmit(Empty);
    expect(screen.getByRole('dialog', { name: '變更密碼' })).toBeTruthy();
    await fill({ current: ' old secret ', fresh: 'a new secret', again: 'a new secret' });
    // Passwords are taken as typed, spaces included, as the contract takes them.
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      current_password: ' old secret ',
      new_password: 'a new secret',
    });
  });

  it('checks the fields with the contract’s rules and messages', async () => {
    const { onSubmit } = renderToSubmit(Empty);
    await fill({ current: '', fresh: 'short', again: 'short' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('請輸入目前的密碼')).toBeTruthy();
    expect(screen.getByText('密碼至少 8 個字元')).toBeTruthy();
    expect(current().getAttribute('aria-invalid')).toBe('true');
    expect(fresh().getAttribute('aria-invalid')).toBe('true');
    expect(again().getAttribute('aria-invalid')).toBeNull();
    // The message is read with its field, and so is the hint.
    expect(describedByTexts(fresh())).toEqual([
      '密碼至少 8 個字元',
      '至少 8 個字元；變更後，其他裝置上的登入都會結束',
    ]);
  });

  it('refuses a new password over 200 characters', async () => {
    const { user, onSubmit } = renderToSubmit(Empty);
    const long = 'x'.repeat(201);
    await user.type(current(), 'old secret');
    // Pasted rather than typed: 201 keystrokes take long while the machine is busy.
    await user.click(fresh());
    await user.paste(long);
    await user.click(again());
    await user.paste(long);
    await user.click(submitButton());
    expect(screen.getByText('密碼最多 200 個字元')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says 兩次輸入的密碼不一致 under the confirmation when it differs, until it is edited', async () => {
    const { user, onSubmit } = renderToSubmit(Empty);
    await fill({ current: 'old secret', fresh: 'a new secret', again: 'a new secrets' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeTruthy();
    expect(again().getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(again())).toEqual(['兩次輸入的密碼不一致']);
    await user.type(again(), '{Backspace}');
    expect(screen.queryByText('兩次輸入的密碼不一致')).toBeNull();
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the server’s refusal of the current password under that field until it is edited', async () => {
    renderStory(WrongCurrentPassword, <WrongCurrentPassword />);
    await expectFieldErrorUntilEdited(current, '目前的密碼不正確');
  });

  it('does not send twice while the change is sent', async () => {
    const { onSubmit } = renderToSubmit(Submitting);
    await fill({ current: 'old secret', fresh: 'a new secret', again: 'a new secret{Enter}' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts in the current password, offers the browser’s password manager its fields, and closes with Escape', async () => {
    const onClose = fn();
    renderStory(Empty, <Empty onClose={onClose} />);
    expect([current(), fresh(), again()].map((input) => input.autocomplete)).toEqual([
      'current-password',
      'new-password',
      'new-password',
    ]);
    await expectStartsInAndEscapes(current, onClose);
  });

  it('names each visibility toggle after its field at phone width', () => {
    renderStory(Phone, <Phone />);
    for (const label of ['目前的密碼', '新密碼', '確認新密碼']) {
      expect(screen.getByRole('button', { name: `顯示${label}` })).toBeTruthy();
    }
  });
});

describe('ChangePasswordDialog in English', () => {
  beforeAll(() => loadCatalogue(changePasswordDialogMessages, 'en'));

  it('names its title, fields and buttons in English, and tells a mismatch', async () => {
    renderStory(EmptyEnglish, <EmptyEnglish />);
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show current password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(field('Current password'), 'old secret');
    await user.type(field('New password'), 'a new secret');
    await user.type(field('Confirm new password'), 'another secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The passwords don’t match')).toBeTruthy();
  });
});
