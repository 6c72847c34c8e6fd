import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../i18n/i18n.ts';
import { renderStory, setViewport } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import { menuItems, visibleButtons } from './test-helpers.ts';
import * as stories from './top-bar.stories.tsx';

const { AdminWide, GuestEnglish, UserEnglish, UserEnglishWide, UserPhoneEnglish } = composeStories(stories);

beforeAll(() => loadLocale('en'));

describe('TopBar in English', () => {
  it('shows a guest the bar in English, the switch leading back to 中文', async () => {
    const { onChangeLocale } = renderWithSpies(GuestEnglish, 'onChangeLocale');
    expect(visibleButtons()).toEqual(['Past Exam Archive', 'Sign in', '中文', 'Switch dark/light mode']);
    const chinese = screen.getByRole('button', { name: '中文' });
    expect(chinese.getAttribute('lang')).toBe('zh-Hant-TW');
    await userEvent.setup().click(chinese);
    expect(onChangeLocale).toHaveBeenCalledWith('zh-TW');
  });

  it("names a signed-in user's features and own menu in English, counting new outcomes in words", async () => {
    renderStory(UserEnglish, <UserEnglish />);
    expect(visibleButtons()).toEqual([
      'Past Exam Archive',
      '系統管理員',
      'Administration',
      'Topics',
      'Report a problem',
      'AI mock exam',
      'Sign out',
      '中文',
      'Switch dark/light mode',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: '系統管理員' }));
    expect(await screen.findByRole('menuitem', { name: 'My reports, 1 new outcome' })).toBeTruthy();
    expect(menuItems(screen.getByRole('menu'))).toEqual([
      'Profile',
      'My mock exams',
      'My bookmarks',
      'My worksheets',
      'My reports1',
      'Change password',
      'Sign out everywhere',
    ]);
  });

  it('names the features from a wider screen than zh-TW does: their English names are longer', () => {
    const { unmount } = renderStory(UserEnglishWide, <UserEnglishWide />);
    expect(screen.getByRole('button', { name: 'Administration' }).textContent).toBe('Administration');
    unmount();

    // 1,440px: the bar whose English names pushed the title out and the controls over each other.
    setViewport({ width: 1440, height: 900 });
    const english = render(<UserEnglish />);
    expect(screen.getByRole('button', { name: 'Administration' }).textContent).toBe('');
    english.unmount();
    render(<AdminWide />);
    expect(screen.getByRole('button', { name: '系統管理' }).textContent).toBe('系統管理');
  });

  it('keeps the phone menu in English too', async () => {
    renderStory(UserPhoneEnglish, <UserPhoneEnglish />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    expect(menuItems(await screen.findByRole('menu'))).toContain('Topics');
  });
});
