import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './topic-questions.stories.tsx';

const { WithQuestions, MakingWorksheet, EmptyArea, Loading, LoadFailed } = composeStories(stories);

describe('TopicQuestions', () => {
  it('names the topic under its area, counts the answered, and lists each question with its exam and answers', async () => {
    const user = userEvent.setup();
    const onOpen = fn();
    render(<WithQuestions onOpen={onOpen} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('作業系統 › 同步與死結');
    expect(screen.getByText('已解答 1 / 2 題')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/113 學年度 期末考 · 第 1 題.*作業系統 · 林教授.*2 則解答/),
      expect.stringMatching(/112 學年度 期末考 · 第 2 題.*林教授 · 待確認.*尚無解答/),
      expect.stringMatching(/111 學年度 期末考 · 第 3 題.*尚無解答/),
    ]);
    const link = screen.getByRole('link', { name: '113 學年度 期末考 · 第 1 題' });
    expect(link.getAttribute('href')).toBe('/archive?course=3&archive=213&question=51');
    await user.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ question: { id: 51, name: '第 1 題' } }));
  });

  it('makes a worksheet of the questions listed, and waits while it is made', async () => {
    const user = userEvent.setup();
    const onMakeWorksheet = fn();
    const first = render(<WithQuestions onMakeWorksheet={onMakeWorksheet} />);
    await user.click(screen.getByRole('button', { name: '用這些題目建立題單' }));
    expect(onMakeWorksheet).toHaveBeenCalledTimes(1);
    first.unmount();
    render(<MakingWorksheet />);
    expect(screen.getByRole('button', { name: '用這些題目建立題單' }).hasAttribute('data-loading')).toBe(
      true,
    );
  });

  it('says an area has no question yet, that it is loading, or that it failed with 重試', async () => {
    const user = userEvent.setup();
    const first = render(<EmptyArea />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('密碼學');
    expect(screen.getByText('還沒有題目帶有這個主題。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /建立題單/ })).toBeNull();
    first.unmount();
    const second = render(<Loading />);
    expect(screen.getByRole('status', { name: '正在載入主題' })).toBeTruthy();
    second.unmount();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
