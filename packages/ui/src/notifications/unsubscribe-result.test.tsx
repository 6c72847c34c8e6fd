import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './unsubscribe-result.stories.tsx';

const { Working, Done, DoneDigest, BadLink, Unreachable } = composeStories(stories);

describe('UnsubscribeResult', () => {
  it('says it is working while the link is being used', () => {
    renderStory(Working, <Working />);
    expect(screen.getByRole('status').textContent).toContain('正在取消訂閱…');
  });

  it('names the kinds no longer mailed, and that the bell still has them', () => {
    const { unmount } = renderStory(Done, <Done />);
    expect(screen.getByText('已停止以電子郵件寄送「我的解答有新動態」通知')).toBeTruthy();
    expect(screen.getByText(/仍會顯示在站內的通知鈴/)).toBeTruthy();
    unmount();
    renderStory(DoneDigest, <DoneDigest />);
    expect(
      screen.getByText('已停止以電子郵件寄送「我的解答有新動態」、「追蹤的課程有新考古題」通知'),
    ).toBeTruthy();
  });

  it('says why a bad link changed nothing, without a 重試 that cannot help', () => {
    renderStory(BadLink, <BadLink />);
    expect(screen.getByRole('alert').textContent).toContain('取消訂閱的連結無效');
    expect(screen.queryByRole('button', { name: '重試' })).toBeNull();
  });

  it('offers 重試 when no answer came', async () => {
    const onRetry = fn();
    renderStory(Unreachable, <Unreachable onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('無法連線到伺服器');
    await expectButtonsCallBack({ 重試: onRetry });
  });
});
