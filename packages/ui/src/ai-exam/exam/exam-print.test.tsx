import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../test/render-story.tsx';
import * as stories from './exam-print.stories.tsx';

const { Print } = composeStories(stories);

/** Whether `a` comes before `b` in the page, as on paper. */
const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('ExamPrint', () => {
  it('prints the questions without answers, then every answer under 解答', async () => {
    renderStory(Print, <Print />);
    const key = screen.getByRole('heading', { level: 2, name: '解答' });
    const answers = screen.getByRole('region', { name: '解答' });
    // Each answer, the sub-questions' too, is there once: after every question, in the answer key.
    for (const text of [/sift-up/, /兩棵子樹/, /遞迴版本另需/]) {
      const found = await screen.findAllByText(text);
      expect(found).toHaveLength(1);
      const [answer] = found;
      if (!answer) throw new Error(`no answer ${text}`);
      expect(answers.contains(answer)).toBe(true);
    }
    expect(within(answers).getByText('if', { selector: '.hljs-keyword' })).toBeTruthy();
    for (const question of screen.getAllByRole('heading', { level: 3 }).filter((h) => !answers.contains(h))) {
      expect(before(question, key)).toBe(true);
    }
    expect(
      within(answers)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['解答', '一、觀念題', '第 1 題', '第 2 題', '二、程式題', '第 3 題']);
  });

  it('lays out the questions with points and sub-questions, names sources in plain text, and has no buttons', async () => {
    renderStory(Print, <Print />);
    expect(screen.getByRole('heading', { level: 1, name: '資料結構 期末考模擬試題' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '第 2 題（30 分）' })).toBeTruthy();
    expect(screen.getByText('(b)（20 分）')).toBeTruthy();
    expect(await screen.findByText(/二元堆積/)).toBeTruthy();
    expect(screen.getByText('出處：113 期末考 · 第 3 題')).toBeTruthy();
    // 第 2 題 also cites archive 7, which was not attached.
    expect(screen.getByText('出處：112 期中考 · 第 4 頁')).toBeTruthy();
    expect(screen.getByText('出處：113 期末考 · 第 4(b) 題、112 期中考')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('switch')).toEqual([]);
  });
});
