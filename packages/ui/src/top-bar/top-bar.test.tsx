import { composeStories } from '@storybook/react';
import { isInaccessible } from '@testing-library/dom';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { expectStoryButtonCallsBack, renderWithSpies } from '../test/render-with-spies.ts';
import { menuItems, visibleButtons } from './test-helpers.ts';
import * as stories from './top-bar.stories.tsx';

const {
  GuestDesktop,
  UserDesktop,
  SsoUserDesktop,
  AdminDesktop,
  AdminWide,
  NicknameDesktop,
  WithNoticesDesktop,
  GuestWithNotices,
  OnArchivePhone,
  OnArchiveDesktop,
  MyFlagsUnseenDesktop,
} = composeStories(stories);

/** Opens the signed-in student's own menu from their name, as a user at desktop width does, and finds `item`. */
async function userMenuItem(user: UserEvent, item: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: '王小明' }));
  return screen.findByRole('menuitem', { name: item });
}

const sidebarToggle = () => screen.getByRole('button', { name: '開啟/關閉課程列表' });

describe('TopBar at desktop width (≥ 960px)', () => {
  it('shows a guest only the title, 登入 and the theme switch', () => {
    renderStory(GuestDesktop, <GuestDesktop />);
    expect(visibleButtons()).toEqual(['考古題系統', '登入', 'English', '切換深色/淺色模式']);
  });

  it('puts a signed-in user’s name and actions inline, without 系統管理 or a menu', () => {
    renderStory(UserDesktop, <UserDesktop />);
    expect(isInaccessible(screen.getByText('王小明'))).toBe(false);
    expect(visibleButtons()).toEqual([
      '考古題系統',
      '王小明',
      '主題',
      '問題回報',
      'AI 模擬試題',
      '登出',
      'English',
      '切換深色/淺色模式',
    ]);
    expect(screen.queryByRole('button', { name: '選單' })).toBeNull();
  });

  it('opens the user’s own menu from their name, with 個人資料, 變更密碼 and 登出所有裝置', async () => {
    const user = userEvent.setup();
    const { onLogoutAll, onChangePassword, onLogout } = renderWithSpies(
      UserDesktop,
      'onLogoutAll',
      'onChangePassword',
      'onLogout',
    );
    const name = screen.getByRole('button', { name: '王小明' });
    expect(name.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(name);
    const menu = await screen.findByRole('menu');
    expect(menuItems(menu)).toEqual([
      '個人資料',
      '我的模擬試題',
      '我的收藏',
      '我的題單',
      '我的檢舉',
      '變更密碼',
      '登出所有裝置',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: '登出所有裝置' }));
    expect(onLogoutAll).toHaveBeenCalledTimes(1);
    // The menu's own button has replaced the one drawn while its code was on its way.
    await user.click(await userMenuItem(user, '變更密碼'));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    expect(onLogoutAll).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it.each([
    ['個人資料', 'onOpenProfile', 'onOpenMyExams'],
    ['我的模擬試題', 'onOpenMyExams', 'onOpenProfile'],
    ['我的收藏', 'onOpenBookmarks', 'onOpenMyExams'],
    ['我的題單', 'onOpenWorksheets', 'onOpenBookmarks'],
    ['我的檢舉', 'onOpenMyFlags', 'onOpenBookmarks'],
  ] as const)('opens %s from the user’s own menu', async (item, callback, other) => {
    const user = userEvent.setup();
    const handlers = renderWithSpies(
      UserDesktop,
      'onOpenProfile',
      'onOpenMyExams',
      'onOpenBookmarks',
      'onOpenWorksheets',
      'onOpenMyFlags',
    );
    await user.click(await userMenuItem(user, item));
    expect(handlers[callback]).toHaveBeenCalledTimes(1);
    expect(handlers[other]).not.toHaveBeenCalled();
  });

  it('shows the name it is given: the nickname, when the user chose one', () => {
    renderStory(NicknameDesktop, <NicknameDesktop />);
    expect(screen.getByRole('button', { name: '小明同學' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByText('王小明')).toBeNull();
  });

  it('offers no 變更密碼 to a single sign-on account, which has no password here', async () => {
    const user = userEvent.setup();
    renderStory(SsoUserDesktop, <SsoUserDesktop />);
    await user.click(screen.getByRole('button', { name: '陳同學' }));
    expect(menuItems(await screen.findByRole('menu'))).toEqual([
      '個人資料',
      '我的模擬試題',
      '我的收藏',
      '我的題單',
      '我的檢舉',
      '登出所有裝置',
    ]);
  });

  it('counts the outcomes of the user’s flags not seen yet beside 我的檢舉, and none when all are seen', async () => {
    const user = userEvent.setup();
    const { unmount } = renderStory(MyFlagsUnseenDesktop, <MyFlagsUnseenDesktop />);
    await user.click(screen.getByRole('button', { name: '王小明' }));
    expect(await screen.findByRole('menuitem', { name: '我的檢舉，2 則新結果' })).toBeTruthy();
    unmount();
    renderStory(UserDesktop, <UserDesktop />);
    await user.click(screen.getByRole('button', { name: '王小明' }));
    const item = await screen.findByRole('menuitem', { name: '我的檢舉' });
    expect(item.textContent).toBe('我的檢舉');
  });

  it('adds 系統管理 for admins', () => {
    renderStory(AdminDesktop, <AdminDesktop />);
    expect(visibleButtons()).toEqual([
      '考古題系統',
      '系統管理員',
      '系統管理',
      '主題',
      '問題回報',
      'AI 模擬試題',
      '登出',
      'English',
      '切換深色/淺色模式',
    ]);
  });

  it('names the features and 登出 beside their icons on a wide screen, and below them on hover at a desktop’s width', () => {
    const features = ['系統管理', '主題', '問題回報', 'AI 模擬試題', '登出'];
    const { unmount } = renderStory(AdminWide, <AdminWide />);
    for (const name of features) expect(screen.getByRole('button', { name }).textContent).toBe(name);
    unmount();

    renderStory(AdminDesktop, <AdminDesktop />);
    for (const name of features) {
      const button = screen.getByRole('button', { name });
      expect(button.textContent).toBe('');
      // What its stylesheet shows under it on hover and keyboard focus (layout.spec.ts sees it in Chromium).
      expect(button.dataset.name).toBe(name);
    }
  });

  it('calls back for every inline action, each button its own', async () => {
    const handlers = renderWithSpies(
      AdminDesktop,
      'onTitleClick',
      'onOpenAdmin',
      'onOpenTopics',
      'onReportIssue',
      'onOpenAiExam',
      'onLogout',
      'onChangeLocale',
      'onToggleColorScheme',
    );
    await expectButtonsCallBack({
      考古題系統: handlers.onTitleClick,
      系統管理: handlers.onOpenAdmin,
      主題: handlers.onOpenTopics,
      問題回報: handlers.onReportIssue,
      'AI 模擬試題': handlers.onOpenAiExam,
      登出: handlers.onLogout,
      English: handlers.onChangeLocale,
      '切換深色/淺色模式': handlers.onToggleColorScheme,
    });
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1);
    expect(handlers.onChangeLocale).toHaveBeenCalledWith('en');
  });

  it('leaves focus on a clicked button instead of clearing it', async () => {
    const user = userEvent.setup();
    renderStory(UserDesktop, <UserDesktop />);
    const report = screen.getByRole('button', { name: '問題回報' });
    await user.click(report);
    expect(document.activeElement).toBe(report);
  });

  it('puts the notices before 登出 for a signed-in user, and none for a guest', () => {
    const { unmount } = renderStory(WithNoticesDesktop, <WithNoticesDesktop />);
    expect(visibleButtons()).toEqual([
      '考古題系統',
      '王小明',
      '主題',
      '問題回報',
      'AI 模擬試題',
      '公告',
      '登出',
      'English',
      '切換深色/淺色模式',
    ]);
    unmount();
    renderStory(GuestWithNotices, <GuestWithNotices />);
    expect(screen.queryByRole('button', { name: '公告' })).toBeNull();
  });

  it('calls onLogin for a guest', async () => {
    await expectStoryButtonCallsBack(GuestDesktop, '登入', 'onLogin');
  });
});

describe('TopBar intents', () => {
  it('says which action the pointer or keyboard focus is on, before anything is pressed', async () => {
    const user = userEvent.setup();
    const { onIntent, onOpenAiExam } = renderWithSpies(AdminDesktop, 'onIntent', 'onOpenAiExam');
    await user.hover(screen.getByRole('button', { name: '問題回報' }));
    expect(onIntent).toHaveBeenLastCalledWith('issue-report');
    screen.getByRole('button', { name: 'AI 模擬試題' }).focus();
    expect(onIntent).toHaveBeenLastCalledWith('ai-exam');
    await user.hover(screen.getByRole('button', { name: '系統管理' }));
    expect(onIntent).toHaveBeenLastCalledWith('admin');
    expect(onOpenAiExam).not.toHaveBeenCalled();
  });

  it('says so for a guest’s 登入', async () => {
    const user = userEvent.setup();
    const { onIntent } = renderWithSpies(GuestDesktop, 'onIntent');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('登入');
    expect(onIntent).toHaveBeenCalledWith('login');
  });

  it.each([
    ['個人資料', 'profile', 'onOpenProfile'],
    ['變更密碼', 'change-password', 'onChangePassword'],
  ] as const)(
    'says so for %s in the user’s own menu, so its dialog is fetched before the press',
    async (item, intent, callback) => {
      const user = userEvent.setup();
      const handlers = renderWithSpies(UserDesktop, 'onIntent', callback);
      await user.hover(await userMenuItem(user, item));
      expect(handlers.onIntent).toHaveBeenLastCalledWith(intent);
      expect(handlers[callback]).not.toHaveBeenCalled();
    },
  );
});

describe('TopBar sidebar toggle', () => {
  it('is absent unless the page asks for it', () => {
    renderStory(UserDesktop, <UserDesktop />);
    expect(screen.queryByRole('button', { name: '開啟/關閉課程列表' })).toBeNull();
  });

  it('shows on the archive page at both widths, reports its state and calls back', async () => {
    const { onToggleSidebar } = renderWithSpies(OnArchivePhone, 'onToggleSidebar');
    expect(sidebarToggle().getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(sidebarToggle());
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
  });

  it('says so when the course list is open', () => {
    renderStory(OnArchiveDesktop, <OnArchiveDesktop />);
    expect(sidebarToggle().getAttribute('aria-expanded')).toBe('true');
  });
});
