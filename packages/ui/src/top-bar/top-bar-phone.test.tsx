import { composeStories } from '@storybook/react';
import { isInaccessible } from '@testing-library/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import { chooseInMenu, menuItems, visibleButtons } from './test-helpers.ts';
import * as stories from './top-bar.stories.tsx';

const { GuestPhone, UserPhone, UserTablet, SsoUserPhone, AdminPhone, WithNoticesPhone, SearchOpenedPhone } =
  composeStories(stories);

describe('TopBar on a phone (< 576px)', () => {
  it('shows a guest only 登入 and the theme switch besides the title', () => {
    renderStory(GuestPhone, <GuestPhone />);
    expect(visibleButtons()).toEqual(['考古題系統', '登入', 'English', '切換深色/淺色模式']);
  });

  it('keeps only the theme switch inline and moves the rest, 登出 included, into 選單', async () => {
    const user = userEvent.setup();
    const { onReportIssue, onOpenAiExam, onLogout } = renderWithSpies(
      UserPhone,
      'onReportIssue',
      'onOpenAiExam',
      'onLogout',
    );
    expect(visibleButtons()).toEqual(['考古題系統', '切換深色/淺色模式', '選單']);
    expect(isInaccessible(screen.getByText('王小明'))).toBe(true);

    await user.click(screen.getByRole('button', { name: '選單' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('王小明')).toBeTruthy();
    expect(menuItems(menu)).toEqual([
      '主題',
      '問題回報',
      'AI 模擬試題',
      '個人資料',
      '我的模擬試題',
      '我的收藏',
      '我的題單',
      '我的檢舉',
      '變更密碼',
      '登出所有裝置',
      'English',
      '登出',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: '問題回報' }));
    expect(onReportIssue).toHaveBeenCalledTimes(1);

    await chooseInMenu('AI 模擬試題');
    expect(onOpenAiExam).toHaveBeenCalledTimes(1);
    await chooseInMenu('登出');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['個人資料', 'onOpenProfile'],
    ['我的模擬試題', 'onOpenMyExams'],
    ['我的收藏', 'onOpenBookmarks'],
    ['我的題單', 'onOpenWorksheets'],
    ['我的檢舉', 'onOpenMyFlags'],
    ['登出所有裝置', 'onLogoutAll'],
  ] as const)('offers %s in the menu', async (item, callback) => {
    const handlers = renderWithSpies(UserPhone, callback);
    await chooseInMenu(item);
    expect(handlers[callback]).toHaveBeenCalledTimes(1);
  });

  it('offers English in the menu, where the bar has no room for it', async () => {
    const { onChangeLocale } = renderWithSpies(UserPhone, 'onChangeLocale');
    await chooseInMenu('English');
    expect(onChangeLocale).toHaveBeenCalledWith('en');
  });

  it('keeps the notices inline before the theme switch', () => {
    renderStory(WithNoticesPhone, <WithNoticesPhone />);
    expect(visibleButtons()).toEqual(['考古題系統', '公告', '切換深色/淺色模式', '選單']);
  });

  it('offers 變更密碼 in the menu to local accounts only', async () => {
    const user = userEvent.setup();
    const onChangePassword = fn();
    const { unmount } = renderStory(UserPhone, <UserPhone onChangePassword={onChangePassword} />);
    await chooseInMenu('變更密碼');
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    unmount();
    renderStory(SsoUserPhone, <SsoUserPhone />);
    await user.click(screen.getByRole('button', { name: '選單' }));
    expect(menuItems(await screen.findByRole('menu'))).toEqual([
      '主題',
      '問題回報',
      'AI 模擬試題',
      '個人資料',
      '我的模擬試題',
      '我的收藏',
      '我的題單',
      '我的檢舉',
      '登出所有裝置',
      'English',
      '登出',
    ]);
  });

  it('lets the opened search cover the bar, its items out of reach, until it is closed', async () => {
    const user = userEvent.setup();
    renderStory(SearchOpenedPhone, <SearchOpenedPhone />);
    expect(visibleButtons()).toEqual(['清除搜尋文字', '關閉搜尋']);
    await user.click(screen.getByRole('button', { name: '關閉搜尋' }));
    // (happy-dom keeps the covered items' style from before; e2e/tests/phone-top-bar.spec.ts sees them again.)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '搜尋考古題內容' }));
  });

  it('offers 系統管理 in the menu to admins only', async () => {
    const { onOpenAdmin } = renderWithSpies(AdminPhone, 'onOpenAdmin');
    await chooseInMenu('系統管理');
    expect(onOpenAdmin).toHaveBeenCalledTimes(1);
  });
});

describe('TopBar below the layout switch but wider than a phone (576px – 959px)', () => {
  it('keeps 登出 in the bar, and out of 選單', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderWithSpies(UserTablet, 'onLogout');
    expect(visibleButtons()).toEqual(['考古題系統', '登出', 'English', '切換深色/淺色模式', '選單']);
    await user.click(screen.getByRole('button', { name: '選單' }));
    expect(menuItems(await screen.findByRole('menu'))).not.toContain('登出');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '登出' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
