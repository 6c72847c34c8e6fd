import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { progressMessages } from '../i18n/compiled/progress.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as bookmarkStories from './bookmark-toggle.stories.tsx';
import * as completionStories from './completion-toggle.stories.tsx';
import * as stories from './progress.stories.tsx';

const { Bookmarks, NoBookmarks, Loading, Coverage, BookmarksEnglish, CoverageEnglish } =
  composeStories(stories);
const { Done, DoneEnglish } = composeStories(completionStories);
const { NotBookmarked } = composeStories(bookmarkStories);

describe('BookmarkList (我的收藏)', () => {
  it('lists the bookmarks by course and exam, each a link opening the exam at the question', async () => {
    const { onOpen } = renderWithSpies(Bookmarks, 'onOpen');
    const structures = within(screen.getByRole('region', { name: '資料結構' }));
    expect(structures.getByText('112 學年度 期中考 · 王教授')).toBeTruthy();
    const link = structures.getByRole('link', { name: '3(b)' });
    expect(link.getAttribute('href')).toBe('/archive?course=1&archive=5&question=14');
    expect(
      within(screen.getByRole('region', { name: '演算法' })).getByRole('link', { name: 'Problem 1' }),
    ).toBeTruthy();
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ question_id: 14 }));
  });

  it('says how to bookmark when there is nothing, and waits while loading', () => {
    const { unmount } = renderStory(NoBookmarks, <NoBookmarks />);
    expect(screen.getByText(/尚未收藏任何題目/)).toBeTruthy();
    unmount();
    renderStory(Loading, <Loading />);
    expect(screen.getByText('載入中…')).toBeTruthy();
  });
});

describe('progress parts', () => {
  it('show coverage only where there are questions', () => {
    renderStory(Coverage, <Coverage />);
    expect(screen.getAllByText(/已解答/).map((node) => node.textContent)).toEqual(['已解答 12 / 40 題']);
  });

  it('toggle 已完成, telling the state asked for', async () => {
    const { onChange } = renderWithSpies(Done, 'onChange');
    const done = screen.getByRole('button', { name: '112 學年度 期中考（王教授） 已完成' });
    expect(done.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(done);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('toggle 收藏, telling the state asked for', async () => {
    const { onChange } = renderWithSpies(NotBookmarked, 'onChange');
    const star = screen.getByRole('button', { name: '收藏 第 2 題' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('progress in English', () => {
  beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(progressMessages, 'en')]));

  it('lists the bookmarks with English words around the exams’ own names', () => {
    renderStory(BookmarksEnglish, <BookmarksEnglish />);
    const structures = within(screen.getByRole('region', { name: '資料結構' }));
    expect(structures.getByText('AY 2023–24 (112) 期中考 · 王教授')).toBeTruthy();
    expect(structures.getByRole('button', { name: 'Bookmark 3(b)' })).toBeTruthy();
  });

  it('says the coverage and names 已完成 in English', () => {
    const { unmount } = renderStory(CoverageEnglish, <CoverageEnglish />);
    expect(screen.getByText('12 of 40 questions answered')).toBeTruthy();
    unmount();
    renderStory(DoneEnglish, <DoneEnglish />);
    expect(screen.getByRole('button', { name: 'Done: 112 學年度 期中考（王教授）' })).toBeTruthy();
  });
});
