import { composeStories } from '@storybook/react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { practiceMessages } from '../i18n/compiled/practice.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as stories from './practice.stories.tsx';

const { InProgress, AllAtOnce, TimeUp, Grading, Start, InProgressEnglish, GradingEnglish, StartEnglish } =
  composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
});

describe('PracticeSheet (模擬考 in progress)', () => {
  it('counts down, shows one question at a time with its note, and calls back when the time is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onNoteChange, onTimeUp } = renderWithSpies(InProgress, 'onNoteChange', 'onTimeUp');
    expect(screen.getByRole('timer').textContent).toContain('25:00');
    expect(screen.getByRole('img', { name: '第 1 題的題目' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: '第 2 題的題目' })).toBeNull();
    expect(screen.queryByText(/解答/)).toBeNull();
    expect(screen.getByLabelText('第 1 題的筆記')).toHaveProperty('value', '先用 DP');

    await userEvent.click(screen.getByRole('button', { name: '下一題' }));
    await userEvent.type(screen.getByLabelText('第 2 題的筆記'), '畫圖');
    expect(onNoteChange).toHaveBeenLastCalledWith(12, '畫圖');

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('timer').textContent).toContain('24:00');
    expect(onTimeUp).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(24 * 60_000);
    });
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(screen.getByText('時間到')).toBeTruthy();
  });

  it('shows every question at once when the attempt says so, and hands in with 交卷', async () => {
    const { onEnd } = renderWithSpies(AllAtOnce, 'onEnd');
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '下一題' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '交卷' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('locks the notes once the time is up', () => {
    const { onTimeUp } = renderWithSpies(TimeUp, 'onTimeUp');
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('第 1 題的筆記')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '交卷' })).toHaveProperty('disabled', true);
  });
});

describe('PracticeResults (grading)', () => {
  it('shows the top answers beside the notes and takes 會 / 不確定 / 不會', async () => {
    const { onMark } = renderWithSpies(Grading, 'onMark');
    const first = within(screen.getByRole('region', { name: '第 1 題' }));
    expect(first.getByText('先用 DP')).toBeTruthy();
    // Answers render as the answers panel renders them: Markdown, formulas typeset.
    const answer = await first.findByText(/第 1 題的解法/);
    expect(answer.querySelector('.katex')).not.toBeNull();
    expect(first.getByText('官方解答')).toBeTruthy();
    const third = within(screen.getByRole('region', { name: '第 3 題' }));
    expect(third.getByText('還沒有人解答這一題')).toBeTruthy();
    expect(third.getByText('（沒有筆記）')).toBeTruthy();

    await userEvent.click(within(screen.getByRole('region', { name: '第 2 題' })).getByText('不確定'));
    expect(onMark).toHaveBeenCalledWith(12, 'unsure');
    expect(screen.getByText(/會 1 · 不確定 0 · 不會 0 · 未自評 2/)).toBeTruthy();
  });
});

describe('PracticeStartPanel', () => {
  it('starts with the chosen layout and length, and lists 上次模擬考 with its grades', async () => {
    const { onStart, onOpen } = renderWithSpies(Start, 'onStart', 'onOpen');
    expect(screen.getByRole('heading', { name: '演算法 · 112 學年度 期中考 · 王教授' })).toBeTruthy();
    expect(screen.getByText(/共 3 題，預設 30 分鐘/)).toBeTruthy();
    const last = within(screen.getByRole('region', { name: '上次模擬考' }));
    expect(last.getByText(/會 1 · 不確定 1 · 不會 1/)).toBeTruthy();
    await userEvent.click(last.getByRole('button', { name: '查看結果' }));
    expect(onOpen).toHaveBeenCalledWith(6);

    await userEvent.click(screen.getByText('全部題目'));
    const minutes = screen.getByLabelText('作答時間（分鐘）');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await userEvent.click(screen.getByRole('button', { name: '開始模擬考' }));
    expect(onStart).toHaveBeenCalledWith({ layout: 'all', minutes: 45 });
  });
});

describe('模擬考 in English', () => {
  beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(practiceMessages, 'en')]));

  it('names the sheet’s controls in English', () => {
    renderStory(InProgressEnglish, <InProgressEnglish />);
    expect(screen.getByRole('heading', { name: 'Practice exam: 期中考' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hand in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: '25 minutes 0 seconds left' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Notes on 第 1 題' })).toBeTruthy();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
  });

  it('grades in English', () => {
    renderStory(GradingEnglish, <GradingEnglish />);
    expect(screen.getByRole('radiogroup', { name: 'Your grade for 第 1 題' })).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: 'Not sure' })).toHaveLength(3);
    expect(screen.getAllByText('Top answers')).toHaveLength(3);
    const third = within(screen.getByRole('region', { name: '第 3 題' }));
    expect(third.getByText('(No notes)')).toBeTruthy();
    expect(third.getByText('No one has answered this question yet')).toBeTruthy();
  });

  it('starts in English', () => {
    renderStory(StartEnglish, <StartEnglish />);
    expect(screen.getByRole('button', { name: 'Start practice exam' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Time (minutes)' })).toBeTruthy();
    expect(screen.getByText(/3 questions, 30 minutes by default/)).toBeTruthy();
    const last = within(screen.getByRole('region', { name: 'Last practice exam' }));
    expect(last.getByRole('button', { name: 'See results' })).toBeTruthy();
    expect(last.getByText(/Know it 1 · Not sure 1 · Don’t know 1/)).toBeTruthy();
  });
});
