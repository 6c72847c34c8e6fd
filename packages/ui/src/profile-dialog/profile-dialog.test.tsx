import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileDialogMessages } from '../i18n/compiled/profile-dialog.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import {
  describedByTexts,
  expectButtonsCallBack,
  expectEnterSendsNothing,
  expectFieldErrorUntilEdited,
  expectStartsInAndEscapes,
} from '../test/controls.ts';
import { renderStory, renderToSubmit } from '../test/render-story.tsx';
import * as stories from './profile-dialog.stories.tsx';

const { Default, WithNickname, Saving, NicknameTaken, SsoAccount, Phone, DefaultEnglish } =
  composeStories(stories);

const nickname = (): HTMLInputElement => {
  const input = screen.getByRole('textbox', { name: '暱稱' });
  if (!(input instanceof HTMLInputElement)) throw new Error('暱稱 is not an input');
  return input;
};
const save = () => screen.getByRole('button', { name: '儲存' });

/** The account facts the dialog lists, as term → value. */
function facts(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('ProfileDialog', () => {
  it('lists the account’s type, name and email, which cannot be edited here', () => {
    renderStory(Default, <Default />);
    expect(screen.getByRole('dialog', { name: '個人資料' })).toBeTruthy();
    expect(facts()).toEqual({
      帳號類型: '本機帳號',
      帳號名稱: 'wang.xiaoming',
      電子郵件: 'xiaoming@example.edu',
    });
    expect(screen.getAllByRole('textbox')).toEqual([nickname()]);
    // Without a nickname the field is empty, and the name shown instead is its placeholder.
    expect(nickname().value).toBe('');
    expect(nickname().placeholder).toBe('wang.xiaoming');
    expect(describedByTexts(nickname())).toEqual([
      '討論區與頁首顯示的名稱，最多 15 個字；留空則顯示帳號名稱',
    ]);
  });

  it('says a single sign-on account is one, and where its name comes from', () => {
    renderStory(SsoAccount, <SsoAccount />);
    expect(facts()).toMatchObject({ 帳號類型: '單一登入', 帳號名稱: '王小明' });
    expect(screen.getByText('單一登入帳號的名稱與電子郵件由校務系統提供。')).toBeTruthy();
  });

  it('hands over the nickname as the contract keeps it: trimmed and in NFKC', async () => {
    const { user, onSubmit } = renderToSubmit(Default);
    await user.type(nickname(), '  ＡＢＣ小明 ');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ nickname: 'ABC小明' });
  });

  it('starts from the saved nickname, and an emptied field clears it', async () => {
    const { user, onSubmit } = renderToSubmit(WithNickname);
    expect(nickname().value).toBe('小明同學');
    await user.clear(nickname());
    await user.type(nickname(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ nickname: null });
  });

  it('checks the length and the characters with the contract’s rules and messages', async () => {
    const { user, onSubmit } = renderToSubmit(Default);
    await user.click(nickname());
    await user.paste('考'.repeat(16));
    await user.click(save());
    expect(screen.getByText('暱稱最多 15 個字')).toBeTruthy();
    expect(nickname().getAttribute('aria-invalid')).toBe('true');
    await user.clear(nickname());
    await user.paste('小\u200b明');
    await user.click(save());
    expect(screen.getByText('暱稱不可包含無效的字元')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s word that the nickname is taken under the field until it is edited', async () => {
    renderStory(NicknameTaken, <NicknameTaken />);
    await expectFieldErrorUntilEdited(nickname, '此暱稱已有人使用，請換一個');
  });

  it('does not send twice while the nickname is saved', async () => {
    const { onSubmit } = renderToSubmit(Saving);
    await expectEnterSendsNothing(nickname(), onSubmit);
  });

  it('offers 登出所有裝置, which asks the app and saves nothing', async () => {
    const onLogoutAll = fn();
    const onSubmit = fn();
    renderStory(WithNickname, <WithNickname onLogoutAll={onLogoutAll} onSubmit={onSubmit} />);
    await expectButtonsCallBack({ 登出所有裝置: onLogoutAll });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts in the nickname and closes with Escape', async () => {
    const onClose = fn();
    renderStory(Default, <Default onClose={onClose} />);
    await expectStartsInAndEscapes(nickname, onClose);
  });

  it('keeps every part at phone width', () => {
    renderStory(Phone, <Phone />);
    const dialog = screen.getByRole('dialog', { name: '個人資料' });
    for (const name of ['登出所有裝置', '取消', '儲存']) {
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    }
  });
});

describe('ProfileDialog in English', () => {
  beforeAll(() => loadCatalogue(profileDialogMessages, 'en'));

  it('names its title, field, facts and buttons in English', () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(within(dialog).getByRole('textbox', { name: 'Nickname' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
    expect(within(dialog).getByText('Account name')).toBeTruthy();
    expect(within(dialog).getByText('Email')).toBeTruthy();
  });
});

describe('ProfileDialog’s account type in English', () => {
  beforeAll(() => Promise.all([loadCatalogue(profileDialogMessages, 'en'), loadLocale('en')]));

  it('says the kind of account in English', async () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    expect(await screen.findByText('Local account')).toBeTruthy();
  });
});
