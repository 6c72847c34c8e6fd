import { composeStories } from '@storybook/react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../test/render-story.tsx';
import * as stories from './exam-document.stories.tsx';
import { formatElapsed } from './practice-timer.tsx';

const { Practice } = composeStories(stories);

const timer = () => screen.getByRole('timer').textContent;
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('PracticeTimer', () => {
  // Only the clock and its tick are faked: the page's own timeouts (Mantine, the user's clicks) run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts while running, stands still while paused, and goes back to 00:00 on 重設', async () => {
    renderStory(Practice, <Practice />);
    expect(timer()).toBe('00:00');
    expect(screen.queryByRole('button', { name: '重設' })).toBeNull();
    await press('開始計時');
    await wait(65_000);
    expect(timer()).toBe('01:05');
    await press('暫停');
    await wait(30_000);
    expect(timer()).toBe('01:05');
    await press('繼續');
    await wait(3_600_000);
    expect(timer()).toBe('1:01:05');
    await press('重設');
    expect(timer()).toBe('00:00');
    await wait(5_000);
    expect(timer()).toBe('00:00');
    expect(screen.getByRole('button', { name: '開始計時' })).toBeTruthy();
  });

  it('shows minutes and seconds, and hours past the first', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(59_999)).toBe('00:59');
    expect(formatElapsed(3_599_000)).toBe('59:59');
    expect(formatElapsed(36_000_000 + 61_000)).toBe('10:01:01');
  });
});
