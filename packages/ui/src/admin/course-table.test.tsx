import { courseCategoryLabels } from '@pastexam/api-contract/labels';
import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectLoadFailure, expectStorySays } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './course-table.stories.tsx';
import { pendingCourses, sampleCourses } from './fixtures.ts';
import { zhCollator } from './table-view.ts';
import { cardOf, cardsOf, cardTitles, cardValues, chooseOption, columnTexts } from './test-helpers.ts';

const { Default, Loading, LoadFailed, Empty, Phone, PhoneEmpty } = composeStories(stories);

const courseNames = () => columnTexts(0);

describe('CourseTable', () => {
  it('shows ten courses a page with the total, and the next page on request', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default />);
    expect(courseNames()).toHaveLength(10);
    expect(screen.getByText('共 14 門課程')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '第 2 頁' }));
    expect(courseNames()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: '上一頁' }));
    expect(courseNames()).toHaveLength(10);
  });

  it('moves back a page when the last row of the last page goes away, as after a delete', async () => {
    const user = userEvent.setup();
    const courses = sampleCourses(11);
    const { rerender } = renderStory(Default, <Default courses={courses} />);
    await user.click(screen.getByRole('button', { name: '第 2 頁' }));
    const [lastName] = courseNames();
    rerender(<Default courses={courses.filter((course) => course.name !== lastName)} />);
    expect(courseNames()).toHaveLength(10);
    expect(screen.getByText('共 10 門課程')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 頁' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: '第 2 頁' })).toBeNull();

    // A course created afterwards adds a page but leaves the admin where they are.
    rerender(<Default courses={courses} />);
    expect(courseNames()).toHaveLength(10);
    expect(screen.getByRole('button', { name: '第 1 頁' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches within the chosen category, in the chosen order, from page 1', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default courses={sampleCourses(28)} />);
    await user.click(screen.getByRole('button', { name: '第 2 頁' }));
    await chooseOption('類別', courseCategoryLabels.freshman);
    await user.type(screen.getByRole('textbox', { name: '搜尋課程' }), '（');
    await user.click(within(screen.getByRole('columnheader', { name: /課程名稱/ })).getByRole('button'));
    await user.click(within(screen.getByRole('columnheader', { name: /課程名稱/ })).getByRole('button'));
    const expected = sampleCourses(28)
      .filter((course) => course.category === 'freshman' && course.name.includes('（'))
      .map((course) => course.name)
      .sort((a, b) => zhCollator.compare(b, a));
    expect(expected.length).toBeGreaterThan(1);
    expect(courseNames()).toEqual(expected);
    expect(screen.getByText(`共 ${expected.length} 門課程`)).toBeTruthy();
  });

  it('searches by name and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default />);
    await user.type(screen.getByRole('textbox', { name: '搜尋課程' }), '演算');
    expect(courseNames()).toEqual(['演算法', '演算法（2）']);
    expect(screen.getByText('共 2 門課程')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '搜尋課程' }), '不存在');
    expect(screen.getByText('沒有符合條件的課程')).toBeTruthy();
  });

  it('filters by category', async () => {
    renderStory(Default, <Default />);
    await chooseOption('類別', courseCategoryLabels.sophomore);
    const expected = sampleCourses(14).filter((course) => course.category === 'sophomore');
    expect(courseNames().sort()).toEqual(expected.map((course) => course.name).sort());
    for (const row of screen.getAllByRole('row').slice(1)) {
      expect(within(row).getByText(courseCategoryLabels.sophomore)).toBeTruthy();
    }
  });

  it('sorts by a column and reverses on a second click, announcing the order', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default courses={sampleCourses(5)} />);
    const header = screen.getByRole('columnheader', { name: /考古題數/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const counts = () => columnTexts(2).map(Number);
    expect(counts()).toEqual([...counts()].sort((a, b) => a - b));
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(counts()).toEqual([...counts()].sort((a, b) => b - a));
  });

  it('hands the chosen course to edit and delete, and asks for a new one with 新增課程', async () => {
    const user = userEvent.setup();
    const onEdit = fn();
    const onDelete = fn();
    const onCreate = fn();
    const courses = sampleCourses(3);
    renderStory(
      Default,
      <Default courses={courses} onEdit={onEdit} onDelete={onDelete} onCreate={onCreate} />,
    );
    await user.click(screen.getByRole('button', { name: '編輯 演算法' }));
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(courses[1]);
    await user.click(screen.getByRole('button', { name: '刪除 作業系統' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(courses[2]);
    await user.click(screen.getByRole('button', { name: '新增課程' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('says it is loading, or that there is no course yet', () => {
    expectStorySays(Loading, '載入課程中…');
    renderStory(Empty, <Empty />);
    expect(screen.getByText(/尚無課程/)).toBeTruthy();
    expect(screen.getByText('共 0 門課程')).toBeTruthy();
  });

  it('says the list could not be loaded, not that there is no course, and loads again on request', async () => {
    await expectLoadFailure(LoadFailed, '無法載入課程列表', /尚無課程/);
  });
});

describe('CourseTable below 960px', () => {
  it('shows each course as a card with its category and archive count, and no table', () => {
    renderStory(Phone, <Phone courses={[...sampleCourses(3), ...pendingCourses]} />);
    expect(cardsOf('課程列表')).toHaveLength(5);
    const course = cardOf('課程列表', '演算法');
    expect(cardValues(course)).toEqual({ 類別: '大二課程', 考古題數: '3' });
    expect(within(cardOf('課程列表', '資料結購 待審核')).getByText('待審核')).toBeTruthy();
  });

  it('reaches edit and delete on the card, named for the course', async () => {
    const user = userEvent.setup();
    const onEdit = fn();
    const onDelete = fn();
    const courses = sampleCourses(3);
    renderStory(Phone, <Phone courses={courses} onEdit={onEdit} onDelete={onDelete} />);
    const card = cardOf('課程列表', '作業系統');
    await user.click(within(card).getByRole('button', { name: '編輯 作業系統' }));
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(courses[2]);
    await user.click(within(card).getByRole('button', { name: '刪除 作業系統' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(courses[2]);
  });

  it('orders the cards with 排序, as the headers order the table', async () => {
    renderStory(Phone, <Phone courses={sampleCourses(5)} />);
    await chooseOption('排序', '課程名稱（遞減）');
    const expected = sampleCourses(5)
      .map((course) => course.name)
      .sort((a, b) => zhCollator.compare(b, a));
    expect(cardTitles('課程列表')).toEqual(expected);
    await chooseOption('排序', '考古題數（遞增）');
    const counts = cardsOf('課程列表').map((card) => Number(cardValues(card).考古題數));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('says there is no course yet, once, instead of cards', () => {
    renderStory(PhoneEmpty, <PhoneEmpty />);
    expect(screen.getByText(/尚無課程/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '課程列表' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: '排序' })).toBeTruthy();
  });

  it('has no 排序 at desktop width, where the headers sort', () => {
    renderStory(Default, <Default />);
    expect(screen.queryByRole('combobox', { name: '排序' })).toBeNull();
    expect(screen.queryByRole('list', { name: '課程列表' })).toBeNull();
  });
});
