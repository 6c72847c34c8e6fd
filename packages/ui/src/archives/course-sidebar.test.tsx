import { composeStories } from '@storybook/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './course-sidebar.stories.tsx';

const {
  Desktop,
  Selected,
  WithLinks,
  Loading,
  LoadFailed,
  NoCourses,
  LargeDepartment,
  LargeDepartmentSelected,
  PendingCourse,
  Following,
} = composeStories(stories);

const categoryLabels = [
  '大一課程',
  '大二課程',
  '大三課程',
  '大四課程',
  '研究所課程',
  '跨領域課程',
  '通識課程',
];

function categoryButtons() {
  const nav = screen.getByRole('navigation', { name: '課程列表' });
  return within(nav)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));
}

/** The courses drawn: those in the categories' panels (regions); the category controls and 清除搜尋 are not. */
function courseButtons() {
  const nav = screen.getByRole('navigation', { name: '課程列表' });
  return within(nav)
    .queryAllByRole('region')
    .flatMap((panel) => within(panel).queryAllByRole('button'));
}

describe('CourseSidebar', () => {
  it('shows the seven categories in the product order with their Chinese labels and course counts', () => {
    renderStory(Desktop, <Desktop />);
    const buttons = categoryButtons();
    expect(buttons.map((button) => button.textContent?.replace(/\d+$/, ''))).toEqual(categoryLabels);
    expect(within(buttons[0] ?? document.body).getByLabelText('2 門課程')).toBeTruthy();
    expect(screen.getByRole('button', { name: '資料結構' })).toBeTruthy();
  });

  it('collapses and reopens a category', async () => {
    const user = userEvent.setup();
    renderStory(Desktop, <Desktop />);
    const sophomore = screen.getByRole('button', { name: /大二課程/ });
    expect(sophomore.getAttribute('aria-expanded')).toBe('true');
    await user.click(sophomore);
    expect(sophomore.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: '資料結構' })).toBeNull();
    // Not even hidden: a folded category keeps none of its courses in the page (a large department's size).
    await waitFor(() => expect(screen.queryByRole('button', { name: '資料結構', hidden: true })).toBeNull());
    await user.click(sophomore);
    expect(screen.getByRole('button', { name: '資料結構' })).toBeTruthy();
  });

  it('searches case-insensitively and treats full-width input like half-width', async () => {
    const user = userEvent.setup();
    renderStory(Desktop, <Desktop />);
    await user.type(screen.getByLabelText('搜尋課程'), 'ＯＰＥＲＡＴＩＮＧ');
    expect(categoryButtons().map((button) => button.textContent?.replace(/\d+$/, ''))).toEqual(['大三課程']);
    expect(screen.getByRole('button', { name: 'Operating Systems 作業系統' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '資料結構' })).toBeNull();
  });

  it('opens every matching category while searching, even one the user collapsed', async () => {
    const user = userEvent.setup();
    renderStory(Desktop, <Desktop />);
    await user.click(screen.getByRole('button', { name: /大二課程/ }));
    await user.type(screen.getByLabelText('搜尋課程'), '資料');
    expect(screen.getByRole('button', { name: '資料結構' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '清除搜尋' }));
    expect(screen.queryByRole('button', { name: '資料結構' })).toBeNull();
  });

  it('says so when nothing matches, and clearing the search brings the list back', async () => {
    const user = userEvent.setup();
    renderStory(Desktop, <Desktop />);
    await user.type(screen.getByLabelText('搜尋課程'), '量子');
    expect(screen.getByText('找不到課程')).toBeTruthy();
    expect(screen.getByText('沒有名稱包含「量子」的課程')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '課程列表' });
    await user.click(within(nav).getAllByRole('button', { name: '清除搜尋' }).at(-1) ?? nav);
    expect(categoryButtons()).toHaveLength(7);
    expect(screen.getByLabelText('搜尋課程')).toHaveProperty('value', '');
  });

  it('reports the chosen course with its category and marks the selected one', async () => {
    const user = userEvent.setup();
    const onSelect = fn();
    renderStory(Selected, <Selected onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: '資料結構' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: '離散數學' }).hasAttribute('aria-current')).toBe(false);
    await user.click(screen.getByRole('button', { name: '高等演算法' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ id: 6, name: '高等演算法' }, 'graduate');
  });

  it('pins the courses the user follows above the categories, in category order, and keeps them under a search', async () => {
    const user = userEvent.setup();
    const onSelect = fn();
    renderStory(Following, <Following onSelect={onSelect} />);
    const pinned = () => screen.getByRole('group', { name: '追蹤的課程' });
    expect(
      within(pinned())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['資料結構', '高等演算法']);
    // Still in their categories too.
    expect(courseButtons().map((button) => button.textContent)).toContain('高等演算法');
    await user.click(within(pinned()).getByRole('button', { name: '高等演算法' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ id: 6, name: '高等演算法' }, 'graduate');

    await user.type(screen.getByLabelText('搜尋課程'), '演算');
    await waitFor(() => expect(within(pinned()).getAllByRole('button')).toHaveLength(1));
    await user.type(screen.getByLabelText('搜尋課程'), '量子');
    await waitFor(() => expect(screen.queryByRole('group', { name: '追蹤的課程' })).toBeNull());
  });

  it('pins nothing for a user who follows no course', () => {
    renderStory(Desktop, <Desktop />);
    expect(screen.queryByRole('group', { name: '追蹤的課程' })).toBeNull();
  });

  it('makes each course a link to its page, followed in the page on a plain click only, under 總覽', async () => {
    const user = userEvent.setup();
    const onSelect = fn();
    const onOverview = fn();
    renderStory(
      WithLinks,
      <WithLinks
        onSelect={onSelect}
        selectedCourseId={3}
        overview={{ href: '/archive?overview=true', current: false, onOpen: onOverview }}
      />,
    );
    const course = screen.getByRole('link', { name: '資料結構' });
    expect(course.getAttribute('href')).toBe('/archive?course=3');
    expect(course.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '離散數學' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.queryByRole('button', { name: '資料結構' })).toBeNull();

    await user.click(screen.getByRole('link', { name: '離散數學' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), 'sophomore');
    // A middle click, or one with Ctrl or Shift, is the browser's: a new tab or window.
    expect(fireEvent.click(screen.getByRole('link', { name: '計算機概論' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '計算機概論' }), { shiftKey: true })).toBe(true);
    expect(onSelect).toHaveBeenCalledTimes(1);

    const overview = screen.getByRole('link', { name: '總覽' });
    expect(overview.getAttribute('href')).toBe('/archive?overview=true');
    expect(overview.hasAttribute('aria-current')).toBe(false);
    await user.click(overview);
    expect(onOverview).toHaveBeenCalledTimes(1);
  });

  it('marks 總覽 when it is the page shown', () => {
    renderStory(WithLinks, <WithLinks />);
    expect(screen.getByRole('link', { name: '總覽' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a loading state, and a load failure with 重試', async () => {
    const user = userEvent.setup();
    const { unmount } = renderStory(Loading, <Loading />);
    // A named status region: a name on a plain element is one screen readers ignore (and axe flags).
    expect(screen.getByRole('status', { name: '正在載入課程' }).getAttribute('aria-busy')).toBe('true');
    unmount();
    const onRetry = fn();
    renderStory(LoadFailed, <LoadFailed onRetry={onRetry} />);
    expect(screen.getByText('無法載入課程列表')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says 尚無課程 in a category without courses', () => {
    renderStory(NoCourses, <NoCourses />);
    expect(screen.getAllByText('尚無課程')).toHaveLength(7);
  });

  it('searches a department of 500 courses, drawing only the courses near the visible part of the list', async () => {
    const user = userEvent.setup();
    renderStory(LargeDepartment, <LargeDepartment />);
    const nav = screen.getByRole('navigation', { name: '課程列表' });
    // Each category still counts all its courses (500 over seven: 72, 72, 72, 71, …).
    expect(within(nav).getAllByLabelText(/^7[12] 門課程$/)).toHaveLength(7);
    expect(courseButtons().length).toBeGreaterThan(10);
    // Without layout (here) every category draws a screenful: still well under half of them.
    expect(courseButtons().length).toBeLessThan(250);
    // Drawn whole, the list was over 4,000 elements.
    expect(nav.getElementsByTagName('*').length).toBeLessThan(1_500);
    // Every fifth course is an Operating Systems one (numbered 4, 9, 14, …): 100 of the 500.
    await user.type(screen.getByLabelText('搜尋課程'), 'ＯＰ');
    const counted = within(nav)
      .getAllByLabelText(/門課程$/)
      .map((badge) => Number(badge.textContent));
    expect(counted.reduce((sum, count) => sum + count, 0)).toBe(100);
    expect(screen.getByRole('button', { name: 'Operating Systems 作業系統 4' })).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: '清除搜尋' }));
    expect(categoryButtons()).toHaveLength(7);
    expect(courseButtons().length).toBeLessThan(250);
  }, 60_000);

  it('draws the courses further down once the list scrolls there, and keeps the focused one', async () => {
    const user = userEvent.setup();
    renderStory(LargeDepartment, <LargeDepartment />);
    const first = screen.getByRole('button', { name: '資料結構 1' });
    first.focus();
    expect(screen.queryByRole('button', { name: '演算法 497' })).toBeNull();
    const panel = screen.getByTestId('course-list-panel');
    panel.scrollTop = 100_000;
    fireEvent.scroll(panel);
    // The last category's last courses (500 over seven, 38px a course before it is measured).
    expect(await screen.findByRole('button', { name: '演算法 497' })).toBeTruthy();
    expect(first.isConnected).toBe(true);
    expect(document.activeElement).toBe(first);
    // Tab goes on to the next course, drawn beside the focused one.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '線性代數 8' }));
  });

  it('scrolls the selected course into view when the page opens on one far down the list', async () => {
    // happy-dom lays nothing out: the panel gets the height Chromium gives it and a content as tall as the list.
    const isPanel = (element: HTMLElement) => element.dataset.testid === 'course-list-panel';
    const heights = [
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return isPanel(this) ? 600 : 0;
      }),
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return isPanel(this) ? 20_000 : 0;
      }),
    ];
    try {
      renderStory(LargeDepartmentSelected, <LargeDepartmentSelected />);
      const panel = screen.getByTestId('course-list-panel');
      await waitFor(() => expect(panel.scrollTop).toBeGreaterThan(10_000));
      fireEvent.scroll(panel);
      const selected = await screen.findByRole('button', { current: true });
      expect(selected.textContent).toBe('演算法 497');
    } finally {
      for (const height of heights) height.mockRestore();
    }
  });

  it('marks a course awaiting an admin’s review, and only that one', async () => {
    const user = userEvent.setup();
    const onSelect = fn();
    renderStory(PendingCourse, <PendingCourse onSelect={onSelect} />);
    const pending = screen.getByRole('button', { name: /新開的跨域專題/ });
    expect(within(pending).getByText('待審核')).toBeTruthy();
    expect(screen.getAllByText('待審核')).toHaveLength(1);
    await user.click(pending);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 99, pending: true }),
      'interdisciplinary',
    );
  });
});
