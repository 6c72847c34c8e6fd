import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './question-topics.stories.tsx';

const { Reader, Expert, Loading, Empty, LoadFailed, AskingAi, AiProposed, AiFailed } =
  composeStories(stories);

describe('QuestionTopics', () => {
  it('shows each tag with its state in words, linking to its page, and lets a reader propose but not decide', async () => {
    const user = userEvent.setup();
    const onPropose = fn();
    render(<Reader onPropose={onPropose} />);
    const section = screen.getByRole('region', { name: '主題' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('已確認作業系統 › 同步與死結'),
      expect.stringContaining('待確認作業系統 › CPU 排程'),
      expect.stringContaining('推薦 · 關鍵字作業系統 › 記憶體管理'),
    ]);
    expect(within(section).getByRole('link', { name: '作業系統 › 同步與死結' }).getAttribute('href')).toBe(
      '/topics/21',
    );
    expect(within(section).queryByRole('button', { name: /確認/ })).toBeNull();
    await user.click(within(section).getByRole('button', { name: '提議 記憶體管理' }));
    expect(onPropose).toHaveBeenCalledWith(23, 'keyword');
  });

  it('lets an expert confirm what waits and reject any tag', async () => {
    const user = userEvent.setup();
    const onConfirm = fn();
    const onReject = fn();
    render(<Expert onConfirm={onConfirm} onReject={onReject} />);
    expect(screen.queryByRole('button', { name: '確認 同步與死結' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '確認 CPU 排程' }));
    expect(onConfirm).toHaveBeenCalledWith(22);
    await user.click(screen.getByRole('button', { name: '駁回 同步與死結' }));
    expect(onReject).toHaveBeenCalledWith(21);
  });

  it('says it is loading, that there are none, or that they failed with 重試', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status', { name: '正在載入主題' })).toBeTruthy();
    unmount();
    const second = render(<Empty />);
    expect(screen.getByText('這一題還沒有主題。')).toBeTruthy();
    second.unmount();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks Gemini on 請 AI 推薦主題, spins while it works, and marks what it proposed as AI 推薦', async () => {
    const user = userEvent.setup();
    const onAskAi = fn();
    const { unmount } = render(<Reader onAskAi={onAskAi} />);
    const ask = screen.getByRole('button', { name: '請 AI 推薦主題' });
    expect(ask.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(ask);
    expect(onAskAi).toHaveBeenCalledTimes(1);
    unmount();
    const asking = render(<AskingAi onAskAi={onAskAi} />);
    await user.click(screen.getByRole('button', { name: '請 AI 推薦主題' }));
    expect(onAskAi).toHaveBeenCalledTimes(1);
    asking.unmount();
    render(<AiProposed />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining('已確認作業系統 › 同步與死結'),
      expect.stringContaining('待確認 · AI 推薦作業系統 › 行程與執行緒'),
    ]);
  });

  it('tells why Gemini could not recommend', () => {
    render(<AiFailed />);
    expect(screen.getByRole('alert').textContent).toBe('請先設定 Gemini API Key');
  });
});
