import { composeStories } from '@storybook/react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { manyNotifications, refusedUpload, SAMPLE_NOW, sampleNotifications } from './fixtures.ts';
import { notificationDays } from './notification-days.ts';
import * as stories from './notification-panel.stories.tsx';

const { Empty, Unread, Many, Loading, LoadError, TwoLineBody } = composeStories(stories);

const links = () => screen.queryAllByRole('link');

describe('NotificationPanel', () => {
  it('groups the notifications by day, 今天 then 昨天 then the date, each unread one said to be', () => {
    renderStory(Unread, <Unread />);
    const days = screen.getAllByRole('region').map((day) => day.getAttribute('aria-label'));
    expect(days).toEqual(['今天', '昨天', '2026/05/28']);
    const today = within(screen.getByRole('region', { name: '今天' })).getAllByRole('link');
    expect(today.map((link) => link.textContent)).toEqual([
      expect.stringContaining('未讀：重要公告：期末考週圖書館延長開放'),
      expect.stringContaining('未讀：有人回覆了你在「資料結構 112 期中考」第 3 題的解答'),
    ]);
    const [yesterday] = within(screen.getByRole('region', { name: '昨天' })).getAllByRole('link');
    expect(yesterday?.textContent).not.toContain('未讀');
    expect(yesterday?.getAttribute('href')).toBe('/archive?course=5&archive=12');
  });

  it('opens a notification on a plain click or Enter, and leaves a click with a modifier to the browser', async () => {
    const onOpen = fn();
    renderStory(Unread, <Unread onOpen={onOpen} />);
    const [first, second] = links();
    if (!first || !second) throw new Error('the panel shows fewer than two notifications');
    await userEvent.click(first);
    expect(onOpen).toHaveBeenLastCalledWith(sampleNotifications[0]);
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(sampleNotifications[1]);
    fireEvent.click(first, { ctrlKey: true });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('marks all read, opens the settings, and loads older ones when there are', async () => {
    const [onMarkAllRead, onOpenSettings, onLoadMore] = [fn(), fn(), fn()];
    renderStory(
      Many,
      <Many onMarkAllRead={onMarkAllRead} onOpenSettings={onOpenSettings} onLoadMore={onLoadMore} />,
    );
    expect(links()).toHaveLength(manyNotifications.length);
    await expectButtonsCallBack({
      全部標為已讀: onMarkAllRead,
      通知設定: onOpenSettings,
      載入更早的通知: onLoadMore,
    });
  });

  it('says when there is nothing, and offers nothing to mark', () => {
    renderStory(Empty, <Empty />);
    expect(screen.getByText('目前沒有通知')).toBeTruthy();
    expect(screen.getByRole('button', { name: '全部標為已讀' }).hasAttribute('disabled')).toBe(true);
    expect(links()).toEqual([]);
  });

  it('says it is loading, and offers 重新載入 when it failed', async () => {
    const { unmount } = renderStory(Loading, <Loading />);
    expect(screen.getByText('載入通知中…')).toBeTruthy();
    unmount();
    const onRetry = fn();
    renderStory(LoadError, <LoadError onRetry={onRetry} />);
    expect(screen.getByText('無法載入通知')).toBeTruthy();
    expect(screen.queryByText('目前沒有通知')).toBeNull();
    await expectButtonsCallBack({ 重新載入: onRetry });
  });
});

describe('notificationDays', () => {
  it('names a Taipei day, not a UTC one: 00:30 in Taipei is still today', () => {
    const [first] = sampleNotifications;
    if (!first) throw new Error('no sample notification');
    const justAfterMidnight = { ...first, created_at: '2026-06-02T16:30:00.000Z' };
    const justBefore = { ...first, id: 1, created_at: '2026-06-02T15:59:00.000Z' };
    const days = notificationDays([justAfterMidnight, justBefore], SAMPLE_NOW, 'zh-TW');
    expect(days.map((day) => [day.label, day.notifications.length])).toEqual([
      ['今天', 1],
      ['昨天', 1],
    ]);
  });

  it('keeps a body’s lines apart: a refused upload’s reason stands on its own line', () => {
    renderStory(TwoLineBody, <TwoLineBody />);
    const body = screen.getByText((_, element) => element?.textContent === refusedUpload.body);
    expect(getComputedStyle(body).whiteSpace).toBe('pre-line');
  });
});
