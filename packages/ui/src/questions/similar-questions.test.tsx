import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './similar-questions.stories.tsx';

const { List, Recurring, Loading, Empty, LoadFailed } = composeStories(stories);

describe('SimilarQuestions', () => {
  it('lists each 相似題 with its exam, year, course and similarity, linking to that question', async () => {
    const user = userEvent.setup();
    const onOpen = fn();
    render(<List onOpen={onOpen} />);
    const section = screen.getByRole('region', { name: '相似題' });
    const link = within(section).getByRole('link', { name: '111 學年度 期末考 · 3(a)' });
    expect(link.getAttribute('href')).toBe('/archive?archive=12&question=58');
    expect(within(section).getByText('系統程式')).toBeTruthy();
    expect(within(section).getByText('相似度 42%')).toBeTruthy();
    expect(within(section).queryByText(/重複出現/)).toBeNull();
    await user.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ question: { id: 58, name: '3(a)' } }));
  });

  it('marks a question asked again in its course 重複出現 with its years', () => {
    render(<Recurring />);
    expect(screen.getByText('重複出現 110、112')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('相似度 87%')).toBeTruthy();
  });

  it('says it is loading, that there are none, or that they failed with 重試', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status', { name: '正在載入相似題' })).toBeTruthy();
    unmount();
    const second = render(<Empty />);
    expect(screen.getByText('其他考古題中沒有相似題。')).toBeTruthy();
    second.unmount();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByText('無法載入相似題')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
