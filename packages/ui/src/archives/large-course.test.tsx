import { composeStories } from '@storybook/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './course-archives.stories.tsx';
import { manyArchives } from './fixtures.ts';
import { VIRTUALIZE_FROM } from './use-list-virtualizer.ts';

const { LargeCourse } = composeStories(stories);

const rows = () => screen.queryAllByRole('article').map((row) => row.getAttribute('aria-label'));
const years = () => screen.queryAllByRole('region').map((section) => section.getAttribute('aria-label'));

/** happy-dom has no layout: the list places its lines by their estimated heights, a screenful of 800px. */
function scrollTo(top: number) {
  window.scrollTo(0, top);
  fireEvent.scroll(window);
}

afterEach(() => scrollTo(0));

describe('CourseArchives with a long-running course', () => {
  it('counts all 2,000 archives but draws only the rows near the viewport, newest year first', () => {
    renderStory(LargeCourse, <LargeCourse />);
    expect(screen.getByText('大二課程 · 共 2000 份考古題')).toBeTruthy();
    expect(screen.getByText('顯示 2000 / 2000 份')).toBeTruthy();
    const drawn = rows();
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(40);
    // The first lines: 113's heading and its archives in the contract's order, midterms first.
    expect(years()).toEqual(['113 學年度']);
    expect(screen.getByRole('heading', { level: 2, name: '113 學年度' })).toBeTruthy();
    expect(drawn[0]).toBe('113 學年度 第 1 份期中考（王教授）');
  });

  it('draws the rows further down once the page scrolls there', async () => {
    renderStory(LargeCourse, <LargeCourse />);
    scrollTo(100_000);
    // 100,000px down, at the estimated 85px a row and 56px a heading: 102's quizzes.
    await waitFor(() => expect(rows()).toContain('102 學年度 第 932 份小考（張教授）'));
    expect(rows()).not.toContain('113 學年度 第 1 份期中考（王教授）');
    expect(rows().length).toBeLessThan(40);
    expect(years()).toEqual(['102 學年度']);
  });

  it('does not read the page layout while the page scrolls: each read would lay the page out again mid-step', async () => {
    renderStory(LargeCourse, <LargeCourse />);
    await screen.findByRole('article', { name: '113 學年度 第 1 份期中考（王教授）' });
    const layoutReads = vi.spyOn(document.documentElement, 'getBoundingClientRect');
    try {
      for (const top of [5_000, 20_000, 60_000, 100_000]) scrollTo(top);
      await waitFor(() => expect(rows()).toContain('102 學年度 第 932 份小考（張教授）'));
      expect(layoutReads).not.toHaveBeenCalled();
    } finally {
      layoutReads.mockRestore();
    }
  });

  it('brings in the rows a filter lets through, counting them against the total', async () => {
    const user = userEvent.setup();
    renderStory(LargeCourse, <LargeCourse />);
    await user.click(screen.getByLabelText('學年度', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '95 學年度' }));
    expect(screen.getByText('顯示 100 / 2000 份')).toBeTruthy();
    expect(years()).toEqual(['95 學年度']);
    expect(rows()[0]).toBe('95 學年度 第 1059 份期中考（黃教授）');
    expect(rows().length).toBeLessThan(40);
    await user.click(screen.getByRole('switch', { name: '只看附解答' }));
    expect(screen.getByText('顯示 34 / 2000 份')).toBeTruthy();
    // Under the threshold again: every row that is left is drawn.
    expect(rows()).toHaveLength(34);
  });

  it('keeps the row holding focus in the page while it is scrolled out of view', async () => {
    const user = userEvent.setup();
    renderStory(LargeCourse, <LargeCourse />);
    const row = screen.getByRole('article', { name: '113 學年度 第 1 份期中考（王教授）' });
    const preview = within(row).getByRole('button', { name: '預覽' });
    await user.click(preview);
    expect(document.activeElement).toBe(preview);
    scrollTo(100_000);
    await waitFor(() => expect(rows()).toContain('102 學年度 第 932 份小考（張教授）'));
    expect(years()).toEqual(['113 學年度', '102 學年度']);
    expect(preview.isConnected).toBe(true);
    expect(document.activeElement).toBe(preview);
  });

  it('draws every row of a course under the threshold, as before', () => {
    const archives = manyArchives(VIRTUALIZE_FROM - 1);
    renderStory(LargeCourse, <LargeCourse archives={archives} />);
    expect(rows()).toHaveLength(VIRTUALIZE_FROM - 1);
    expect(years()).toHaveLength(20);
  });
});
