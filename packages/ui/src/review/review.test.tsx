import { composeStories } from '@storybook/react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as datesStories from './exam-dates.stories.tsx';
import * as cardStories from './review.stories.tsx';
import * as todayStories from './review-today.stories.tsx';
import * as toggleStories from './review-toggle.stories.tsx';

const { Front, Revealed, NoAnswer, WithRegion, MockExamFront, MockExamRevealed } =
  composeStories(cardStories);
const { Due, EmptyQueue, Done, Loading } = composeStories(todayStories);
const { NotInReview } = composeStories(toggleStories);
const { Dates } = composeStories(datesStories);

describe('ReviewToday (the home page queue)', () => {
  it('says how many are due today and starts the review', async () => {
    const { onStart } = renderWithSpies(Due, 'onStart');
    expect(screen.getByText('今天要複習 12 題')).toBeTruthy();
    const start = screen.getByRole('link', { name: '開始複習' });
    expect(start.getAttribute('href')).toBe('/review');
    await userEvent.click(start);
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('says when nothing is due', () => {
    renderStory(EmptyQueue, <EmptyQueue />);
    expect(screen.getByText('今天沒有要複習的題目')).toBeTruthy();
  });

  it('holds the card’s place, silent to screen readers, while the count is on its way', () => {
    const { container } = renderStory(Loading, <Loading />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const frame = container.querySelector('[aria-hidden="true"]');
    // The card's frame with a line of text and a button's height, so the card takes its place without moving the page.
    expect(frame?.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(2);
  });

  it('says when today is done, and how many were graded', () => {
    renderStory(Done, <Done />);
    expect(screen.getByRole('status').textContent).toBe('今天的複習完成了，共 3 題。');
  });
});

describe('ReviewCard', () => {
  it('shows the question first, and reveals on 顯示解答', async () => {
    const { onReveal, onGrade } = renderWithSpies(Front, 'onReveal', 'onGrade');
    const card = within(screen.getByRole('article', { name: '複習 3(b)' }));
    expect(card.getByText('資料結構 · 112 學年度 期中考 · 王教授')).toBeTruthy();
    expect(card.queryByText('以 AVL 樹旋轉兩次即可。')).toBeNull();
    expect(card.queryByRole('button', { name: '忘記' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: '顯示解答' }));
    expect(onReveal).toHaveBeenCalledOnce();
    expect(onGrade).not.toHaveBeenCalled();
  });

  it('once revealed, shows the top answer and grades with the four buttons', async () => {
    const { onGrade } = renderWithSpies(Revealed, 'onGrade');
    expect(screen.getByText('以 AVL 樹旋轉兩次即可。')).toBeTruthy();
    const grades = within(screen.getByRole('group', { name: '記得多少？' }));
    expect(grades.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '忘記',
      '困難',
      '記得',
      '簡單',
    ]);
    await userEvent.click(grades.getByRole('button', { name: '忘記' }));
    expect(onGrade).toHaveBeenCalledWith('again');
  });

  it('draws an archive question’s region in front, before its answer is revealed', () => {
    renderStory(WithRegion, <WithRegion />);
    const card = within(screen.getByRole('article', { name: '複習 3(b)' }));
    expect(card.getByRole('img', { name: '3(b)的題目' })).toBeTruthy();
    expect(card.getByRole('button', { name: '顯示解答' })).toBeTruthy();
  });

  it('shows a mock exam’s question by its text, named by its exam, with a link to the exam', () => {
    renderStory(MockExamFront, <MockExamFront />);
    const card = within(screen.getByRole('article', { name: '複習 第 2 題' }));
    expect(card.getByText('演算法 · 演算法期中考模擬試題（模擬試題）')).toBeTruthy();
    expect(card.getByText('快速排序的最壞情況為何？')).toBeTruthy();
    expect(card.getByRole('link', { name: '開啟這份模擬試題' }).getAttribute('href')).toBe(
      '/exams/5b4c1f9e-0c1d-4a57-9e65-2f3a8c4b7d10',
    );
    expect(card.queryByText(/輸入已排序時/)).toBeNull();
  });

  it('reveals a mock exam’s question’s own answer, its formula typeset', async () => {
    renderStory(MockExamRevealed, <MockExamRevealed />);
    const answer = await screen.findByText(/輸入已排序時/);
    expect(answer.querySelector('.katex')).not.toBeNull();
    expect(screen.getByRole('group', { name: '記得多少？' })).toBeTruthy();
  });

  it('says a question has no answer yet', () => {
    renderStory(NoAnswer, <NoAnswer />);
    expect(screen.getByText('此題還沒有解答。')).toBeTruthy();
  });
});

describe('ReviewToggle and ExamDates', () => {
  it('toggle 加入複習, telling the state asked for', async () => {
    const { onChange } = renderWithSpies(NotInReview, 'onChange');
    const button = screen.getByRole('button', { name: '加入複習 第 2 題' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('show each course with its exam date, and tell a cleared one as null', () => {
    const { onChange } = renderWithSpies(Dates, 'onChange');
    const input = screen.getByLabelText('資料結構（3 題）');
    expect((input as HTMLInputElement).value).toBe('2027-01-12');
    expect((screen.getByLabelText('演算法（1 題）') as HTMLInputElement).value).toBe('');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(1, null);
  });
});
