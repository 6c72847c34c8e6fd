import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './notification-bell.stories.tsx';

const { AllRead, Unread, ManyUnread, Unknown, Opened } = composeStories(stories);

describe('NotificationBell', () => {
  it('shows the unread count on the bell and in its name', () => {
    renderStory(Unread, <Unread />);
    const bell = screen.getByRole('button', { name: '通知，3 則未讀' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('draws 99+ past 99, and keeps the whole number in its name', () => {
    renderStory(ManyUnread, <ManyUnread />);
    expect(screen.getByRole('button', { name: '通知，120 則未讀' })).toBeTruthy();
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('is plainly 通知 when all is read, or before the count is known', () => {
    const { unmount } = renderStory(AllRead, <AllRead />);
    expect(screen.getByRole('button', { name: '通知' })).toBeTruthy();
    unmount();
    renderStory(Unknown, <Unknown />);
    expect(screen.getByRole('button', { name: '通知' })).toBeTruthy();
  });

  it('opens its panel when pressed, and shows it open beneath the bell', async () => {
    const onOpenedChange = fn();
    const { unmount } = renderStory(Unread, <Unread onOpenedChange={onOpenedChange} />);
    await expectButtonsCallBack({ '通知，3 則未讀': onOpenedChange });
    expect(onOpenedChange).toHaveBeenLastCalledWith(true);
    unmount();
    renderStory(Opened, <Opened />);
    expect(screen.getByRole('button', { name: '通知，2 則未讀' }).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: '全部標為已讀' })).toBeTruthy();
  });
});
