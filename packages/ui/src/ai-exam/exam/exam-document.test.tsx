import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../test/render-story.tsx';
import * as stories from './exam-document.stories.tsx';
import { sampleArchivesUsed } from './fixtures.ts';

const { Practice, WithMarks, OnlyUnknown, NoneUnknown, NoMarkButtons, Phone, CorrectedTotal, WithReview } =
  composeStories(stories);

const article = (name: string) => screen.getByRole('article', { name });
/** The questions shown, by their headings. */
const questionNames = () =>
  screen
    .queryAllByRole('article')
    .map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent);
const pressed = (group: HTMLElement, name: string) =>
  within(group).getByRole('button', { name }).getAttribute('aria-pressed');

/** Runs a story's own steps (its play function), as Storybook does after rendering it. */
async function play(story: Pick<typeof OnlyUnknown, 'play'>) {
  await story.play?.({ canvasElement: document.body, userEvent: userEvent.setup() });
}

describe('ExamDocument', () => {
  it('shows the title, total, instructions, sections and each question with its points', async () => {
    renderStory(Practice, <Practice />);
    expect(screen.getByRole('heading', { level: 2, name: '資料結構 期末考模擬試題' })).toBeTruthy();
    expect(screen.getByText('總分 100 分')).toBeTruthy();
    expect(await screen.findByText(/請寫出計算過程/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '一、觀念題',
      '二、程式題',
    ]);
    expect(questionNames()).toEqual(['第 1 題（20 分）', '第 2 題（30 分）', '第 3 題（50 分）']);
    const third = article('第 3 題（50 分）');
    expect(within(third).getByText('(a)（20 分）')).toBeTruthy();
    expect(await within(third).findByText('將它改寫為遞迴版本。')).toBeTruthy();
    expect(screen.queryByText(/AI 原本寫的總分/)).toBeNull();
  });

  it('shows the questions’ sum as 總分 and says what the model had written instead', () => {
    renderStory(CorrectedTotal, <CorrectedTotal />);
    expect(screen.getByText('總分 100 分')).toBeTruthy();
    expect(screen.getByText('AI 原本寫的總分是 1 分，與各題配分不符，已改為各題配分之和。')).toBeTruthy();
  });

  it('hides each answer until 顯示解答, and hides it again', async () => {
    renderStory(Practice, <Practice />);
    const first = article('第 1 題（20 分）');
    await within(first).findByText(/二元堆積/);
    expect(within(first).queryByText(/sift-up/)).toBeNull();
    const toggle = within(first).getByRole('button', { name: '顯示解答' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const answer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(await within(answer ?? first).findByText(/sift-up/)).toBeTruthy();
    // Only this question's answer is shown.
    expect(within(article('第 3 題（50 分）')).queryByText(/堆疊空間/)).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: '隱藏解答' }));
    expect(within(first).queryByText(/sift-up/)).toBeNull();
  });

  it('reveals and hides every answer, sub-questions’ included, with 全部顯示 and 全部隱藏', async () => {
    renderStory(Practice, <Practice />);
    await userEvent.click(screen.getByRole('button', { name: '全部顯示' }));
    expect(screen.getAllByRole('button', { name: '隱藏解答' })).toHaveLength(3);
    const third = article('第 3 題（50 分）');
    expect(await within(third).findByText(/遞迴版本另需/)).toBeTruthy();
    expect(await within(third).findByText(/迴圈執行/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '全部隱藏' }));
    expect(screen.getAllByRole('button', { name: '顯示解答' })).toHaveLength(3);
    expect(within(third).queryByText(/遞迴版本另需/)).toBeNull();
  });

  it('names each source by its exam and opens it with the source and archive; unattached ones are left out', async () => {
    const onOpenSource = fn();
    renderStory(Practice, <Practice onOpenSource={onOpenSource} />);
    const chips = () => screen.getAllByRole('button', { name: /^開啟 / });
    expect(chips().map((chip) => [chip.textContent, chip.getAttribute('aria-label')])).toEqual([
      ['113 期末考 · 第 3 題', '開啟 113 期末考 第 3 題'],
      ['112 期中考 · 第 4 頁', '開啟 112 期中考 第 4 頁'],
      ['113 期末考 · 第 4(b) 題', '開啟 113 期末考 第 4(b) 題'],
      ['112 期中考', '開啟 112 期中考'],
    ]);
    // 第 2 題 also cites archive 7, which was not attached to this exam.
    expect(within(article('第 2 題（30 分）')).getAllByRole('button', { name: /^開啟 / })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '開啟 112 期中考 第 4 頁' }));
    expect(onOpenSource).toHaveBeenCalledWith(
      { archive_id: 2, page: 4, question: null },
      sampleArchivesUsed[1],
    );
  });

  it('shows each question’s mark as pressed and counts them', () => {
    renderStory(WithMarks, <WithMarks />);
    const first = screen.getByRole('group', { name: '第 1 題的掌握程度' });
    const second = screen.getByRole('group', { name: '第 2 題的掌握程度' });
    const third = screen.getByRole('group', { name: '第 3 題的掌握程度' });
    expect([pressed(first, '會'), pressed(first, '不會')]).toEqual(['true', 'false']);
    expect([pressed(second, '會'), pressed(second, '不會')]).toEqual(['false', 'true']);
    expect([pressed(third, '會'), pressed(third, '不會')]).toEqual(['false', 'false']);
    expect(screen.getByText('已標記 2／3 題：會 1、不會 1')).toBeTruthy();
  });

  it('marks with 會 and 不會, and clears a mark by pressing it again', async () => {
    const onMark = fn();
    renderStory(WithMarks, <WithMarks onMark={onMark} />);
    const second = screen.getByRole('group', { name: '第 2 題的掌握程度' });
    await userEvent.click(within(second).getByRole('button', { name: '會' }));
    expect(onMark).toHaveBeenLastCalledWith('0-1', 'known');
    await userEvent.click(within(second).getByRole('button', { name: '不會' }));
    expect(onMark).toHaveBeenLastCalledWith('0-1', null);
    const third = screen.getByRole('group', { name: '第 3 題的掌握程度' });
    await userEvent.click(within(third).getByRole('button', { name: '不會' }));
    expect(onMark).toHaveBeenLastCalledWith('1-0', 'unknown');
  });

  it('shows only the questions marked 不會 when asked, under their section', async () => {
    renderStory(OnlyUnknown, <OnlyUnknown />);
    await play(OnlyUnknown);
    expect(questionNames()).toEqual(['第 2 題（30 分）']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '一、觀念題',
    ]);
    await userEvent.click(screen.getByRole('switch', { name: '只看標記「不會」的題目' }));
    expect(questionNames()).toHaveLength(3);
  });

  it('says so when no question is marked 不會 rather than showing an empty page', async () => {
    renderStory(NoneUnknown, <NoneUnknown />);
    await play(NoneUnknown);
    expect(questionNames()).toEqual([]);
    expect(screen.getByText(/沒有標記為「不會」的題目/)).toBeTruthy();
  });

  it('offers answers but no marks, filter or tally where marks cannot be kept', () => {
    renderStory(NoMarkButtons, <NoMarkButtons />);
    expect(screen.getAllByRole('button', { name: '顯示解答' })).toHaveLength(3);
    expect(screen.queryByRole('group', { name: /掌握程度/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(/已標記/)).toBeNull();
  });

  it('offers 加入複習 beside each question, pressed for those in the deck, and asks by the question’s key', async () => {
    const onChange = fn();
    renderStory(
      WithReview,
      <WithReview
        review={(key) => ({
          inReview: key === '0-0',
          pending: false,
          onChange: (inReview) => onChange(key, inReview),
        })}
      />,
    );
    expect(pressed(article('第 1 題（20 分）'), '加入複習 第 1 題')).toBe('true');
    expect(pressed(article('第 2 題（30 分）'), '加入複習 第 2 題')).toBe('false');
    await userEvent.click(
      within(article('第 3 題（50 分）')).getByRole('button', { name: '加入複習 第 3 題' }),
    );
    expect(onChange).toHaveBeenCalledWith('1-0', true);
    expect(
      within(article('第 1 題（20 分）')).queryByRole('button', { name: '加入複習 第 1 題' }),
    ).toBeTruthy();
  });

  it('offers no 加入複習 where the deck is not at hand', () => {
    renderStory(Practice, <Practice />);
    expect(screen.queryByRole('button', { name: /^加入複習/ })).toBeNull();
  });

  it('keeps every control on a phone', () => {
    renderStory(Phone, <Phone />);
    expect(window.innerWidth).toBe(375);
    expect(screen.getAllByRole('group', { name: /掌握程度/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: '全部顯示' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '開始計時' })).toBeTruthy();
  });
});
