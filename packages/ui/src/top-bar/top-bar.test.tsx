import { composeStories } from '@storybook/react';
import { isInaccessible } from '@testing-library/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './top-bar.stories.tsx';

const {
  GuestPhone,
  GuestDesktop,
  UserPhone,
  UserDesktop,
  AdminPhone,
  AdminDesktop,
  OnArchivePhone,
  OnArchiveDesktop,
} = composeStories(stories);

/** Accessible names of the buttons a user can see and reach, in order. */
function visibleButtons(): string[] {
  return screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
}

describe('TopBar at desktop width (≥ 960px)', () => {
  it('shows a guest only the title, 登入 and the theme switch', () => {
    renderStory(GuestDesktop, <GuestDesktop />);
    expect(visibleButtons()).toEqual(['考古題系統', '登入', '切換深色/淺色模式']);
  });

  it('puts a signed-in user’s name and actions inline, without 系統管理 or a menu', () => {
    renderStory(UserDesktop, <UserDesktop />);
    expect(isInaccessible(screen.getByText('王小明'))).toBe(false);
    expect(visibleButtons()).toEqual([
      '考古題系統',
      '王小明',
      '問題回報',
      'AI 模擬試題',
      '登出',
      '切換深色/淺色模式',
    ]);
    expect(screen.queryByRole('button', { name: '選單' })).toBeNull();
  });

  it('opens the user’s own menu from their name, with 登出所有裝置', async () => {
    const user = userEvent.setup();
    const onLogoutAll = fn();
    const onLogout = fn();
    renderStory(UserDesktop, <UserDesktop onLogoutAll={onLogoutAll} onLogout={onLogout} />);
    const name = screen.getByRole('button', { name: '王小明' });
    expect(name.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(name);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['登出所有裝置']);
    await user.click(within(menu).getByRole('menuitem', { name: '登出所有裝置' }));
    expect(onLogoutAll).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('adds 系統管理 for admins', () => {
    renderStory(AdminDesktop, <AdminDesktop />);
    expect(visibleButtons()).toEqual([
      '考古題系統',
      '系統管理員',
      '系統管理',
      '問題回報',
      'AI 模擬試題',
      '登出',
      '切換深色/淺色模式',
    ]);
  });

  it('calls back for every inline action', async () => {
    const user = userEvent.setup();
    const handlers = {
      onTitleClick: fn(),
      onOpenAdmin: fn(),
      onReportIssue: fn(),
      onOpenAiExam: fn(),
      onLogout: fn(),
      onToggleColorScheme: fn(),
    };
    renderStory(AdminDesktop, <AdminDesktop {...handlers} />);
    await user.click(screen.getByRole('button', { name: '考古題系統' }));
    await user.click(screen.getByRole('button', { name: '系統管理' }));
    await user.click(screen.getByRole('button', { name: '問題回報' }));
    await user.click(screen.getByRole('button', { name: 'AI 模擬試題' }));
    await user.click(screen.getByRole('button', { name: '登出' }));
    await user.click(screen.getByRole('button', { name: '切換深色/淺色模式' }));
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves focus on a clicked button instead of clearing it', async () => {
    const user = userEvent.setup();
    renderStory(UserDesktop, <UserDesktop />);
    const report = screen.getByRole('button', { name: '問題回報' });
    await user.click(report);
    expect(document.activeElement).toBe(report);
  });

  it('calls onLogin for a guest', async () => {
    const user = userEvent.setup();
    const onLogin = fn();
    renderStory(GuestDesktop, <GuestDesktop onLogin={onLogin} />);
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });
});

describe('TopBar intents', () => {
  it('says which action the pointer or keyboard focus is on, before anything is pressed', async () => {
    const user = userEvent.setup();
    const onIntent = fn();
    const onOpenAiExam = fn();
    renderStory(AdminDesktop, <AdminDesktop onIntent={onIntent} onOpenAiExam={onOpenAiExam} />);
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
    const onIntent = fn();
    renderStory(GuestDesktop, <GuestDesktop onIntent={onIntent} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('登入');
    expect(onIntent).toHaveBeenCalledWith('login');
  });
});

describe('TopBar at phone width (< 960px)', () => {
  it('shows a guest only 登入 and the theme switch besides the title', () => {
    renderStory(GuestPhone, <GuestPhone />);
    expect(visibleButtons()).toEqual(['考古題系統', '登入', '切換深色/淺色模式']);
  });

  it('keeps only 登出 and the theme switch inline and moves the rest into 選單', async () => {
    const user = userEvent.setup();
    const onReportIssue = fn();
    const onOpenAiExam = fn();
    renderStory(UserPhone, <UserPhone onReportIssue={onReportIssue} onOpenAiExam={onOpenAiExam} />);
    expect(visibleButtons()).toEqual(['考古題系統', '登出', '切換深色/淺色模式', '選單']);
    expect(isInaccessible(screen.getByText('王小明'))).toBe(true);

    await user.click(screen.getByRole('button', { name: '選單' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('王小明')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['問題回報', 'AI 模擬試題', '登出所有裝置']);
    await user.click(within(menu).getByRole('menuitem', { name: '問題回報' }));
    expect(onReportIssue).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: '選單' }));
    await user.click(await screen.findByRole('menuitem', { name: 'AI 模擬試題' }));
    expect(onOpenAiExam).toHaveBeenCalledTimes(1);
  });

  it('offers 登出所有裝置 in the menu', async () => {
    const user = userEvent.setup();
    const onLogoutAll = fn();
    renderStory(UserPhone, <UserPhone onLogoutAll={onLogoutAll} />);
    await user.click(screen.getByRole('button', { name: '選單' }));
    await user.click(await screen.findByRole('menuitem', { name: '登出所有裝置' }));
    expect(onLogoutAll).toHaveBeenCalledTimes(1);
  });

  it('offers 系統管理 in the menu to admins only', async () => {
    const user = userEvent.setup();
    const onOpenAdmin = fn();
    renderStory(AdminPhone, <AdminPhone onOpenAdmin={onOpenAdmin} />);
    await user.click(screen.getByRole('button', { name: '選單' }));
    await user.click(await screen.findByRole('menuitem', { name: '系統管理' }));
    expect(onOpenAdmin).toHaveBeenCalledTimes(1);
  });
});

describe('TopBar sidebar toggle', () => {
  it('is absent unless the page asks for it', () => {
    renderStory(UserDesktop, <UserDesktop />);
    expect(screen.queryByRole('button', { name: '開啟/關閉課程列表' })).toBeNull();
  });

  it('shows on the archive page at both widths, reports its state and calls back', async () => {
    const user = userEvent.setup();
    const onToggleSidebar = fn();
    renderStory(OnArchivePhone, <OnArchivePhone onToggleSidebar={onToggleSidebar} />);
    const toggle = screen.getByRole('button', { name: '開啟/關閉課程列表' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
  });

  it('says so when the course list is open', () => {
    renderStory(OnArchiveDesktop, <OnArchiveDesktop />);
    const toggle = screen.getByRole('button', { name: '開啟/關閉課程列表' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
