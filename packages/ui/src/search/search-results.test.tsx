import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack, expectLoadFailure } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { sampleHits, sampleSearchCourses } from './fixtures.ts';
import * as boxStories from './search-box.stories.tsx';
import { SearchFilters } from './search-filters.tsx';
import * as stories from './search-results.stories.tsx';

const { Results, MoreToLoad, NoResults, Searching, Failed, Filtered, InQuestions } = composeStories(stories);
const { Empty, Typed, Phone } = composeStories(boxStories);

const hitButtons = () =>
  within(screen.getByRole('region', { name: '搜尋結果' })).getAllByRole('button', { name: /第 \d 頁/ });

describe('SearchResults', () => {
  it('groups the hits by course in the order of each course’s best hit, and marks the matches', () => {
    renderStory(Results, <Results />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '演算法',
      '資料結構',
    ]);
    const algorithms = within(screen.getByRole('list', { name: '演算法' })).getAllByRole('listitem');
    expect(algorithms.map((item) => item.textContent)).toEqual([
      expect.stringContaining('113 學年度 期末考（林教授）期末考・第 2 頁'),
      expect.stringContaining('111 學年度 小考（林教授）小考・第 1 頁'),
    ]);
    const marks = [...(algorithms[0]?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent);
    expect(marks).toEqual(['AVL', '旋轉']);
    expect(screen.getByText('找到 3 筆結果')).toBeTruthy();
  });

  it('says which question a hit is in, and when the match is in an answer to it', () => {
    renderStory(InQuestions, <InQuestions />);
    expect(hitButtons().map((button) => button.textContent)).toEqual([
      expect.stringContaining('期末考・第 1 頁・第 2 題…2. 請寫出雜湊表'),
      expect.stringContaining('期末考・第 1 頁・第 2 題・解答用雜湊加上線性探測'),
    ]);
  });

  it('opens a hit on click, and moves between hits with the arrow keys and opens one with Enter', async () => {
    const onOpen = fn();
    renderStory(Results, <Results onOpen={onOpen} />);
    const [first, second, third] = hitButtons();
    await userEvent.click(second ?? document.body);
    expect(onOpen).toHaveBeenLastCalledWith(sampleHits[2]);
    first?.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(third);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(sampleHits[2]);
    expect(document.activeElement).toBe(second);
  });

  it('offers 載入更多 while more hits exist, and 結束搜尋 always', async () => {
    const onLoadMore = fn();
    const onClose = fn();
    renderStory(MoreToLoad, <MoreToLoad onLoadMore={onLoadMore} onClose={onClose} />);
    expect(screen.getByText('找到 3+ 筆結果')).toBeTruthy();
    await expectButtonsCallBack({ 載入更多: onLoadMore, 結束搜尋: onClose });
  });

  it('says when nothing matches, while searching, and when the search failed', async () => {
    const empty = renderStory(NoResults, <NoResults />);
    expect(screen.getByText('找不到符合的內容')).toBeTruthy();
    empty.unmount();
    const searching = renderStory(Searching, <Searching />);
    expect(screen.getByText('搜尋中…')).toBeTruthy();
    expect(screen.queryByText('找不到符合的內容')).toBeNull();
    searching.unmount();
    await expectLoadFailure(Failed, '無法完成搜尋', '找不到符合的內容');
  });

  it('shows the filters in force, narrows by type and clears them all at once', async () => {
    const onChange = fn();
    const value = { courseId: 1, yearFrom: 111, yearTo: 113 };
    const filters = <SearchFilters value={value} courses={sampleSearchCourses} onChange={onChange} />;
    renderStory(Filtered, <Filtered filters={filters} />);
    const group = within(screen.getByRole('group', { name: '搜尋篩選' }));
    expect(group.getByRole('combobox', { name: '課程' })).toHaveProperty('value', '演算法');
    expect(group.getByRole('textbox', { name: '學年度（起）' })).toHaveProperty('value', '111');
    await userEvent.click(group.getByRole('combobox', { name: '類型' }));
    await userEvent.click(screen.getByRole('option', { name: '小考' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, type: 'quiz' });
    await userEvent.click(group.getByRole('button', { name: '清除篩選' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});

describe('SearchBox', () => {
  it('searches on Enter and clears with its button', async () => {
    const onSubmit = fn();
    const onChange = fn();
    renderStory(Typed, <Typed onSubmit={onSubmit} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: '搜尋考古題內容' });
    await userEvent.type(box, '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '清除搜尋文字' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('passes on what is typed', async () => {
    const onChange = fn();
    renderStory(Empty, <Empty onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜尋考古題內容' }), 'T');
    expect(onChange).toHaveBeenLastCalledWith('T');
  });

  it('is a 🔍 button on a phone that opens the box', async () => {
    renderStory(Phone, <Phone />);
    await userEvent.click(screen.getByRole('button', { name: '搜尋考古題內容' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: '搜尋考古題內容' }));
  });
});
