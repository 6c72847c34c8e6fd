import { composeStories } from '@storybook/react';
import { fireEvent, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './notices-button.stories.tsx';

const { AllRead, Unread, Unknown, Phone } = composeStories(stories);

/** The red dot Mantine's Indicator draws beside the button. */
const dot = () => document.querySelector('.mantine-Indicator-indicator');

describe('NoticesButton', () => {
  it('shows a dot while anything is unread, and says how many in its name', () => {
    renderStory(Unread, <Unread />);
    expect(screen.getByRole('button', { name: '公告（3 則未讀）' })).toBeTruthy();
    expect(dot()).not.toBeNull();
  });

  it('has no dot and is plainly 公告 when all is read, or before the count is known', () => {
    const { unmount } = renderStory(AllRead, <AllRead />);
    expect(screen.getByRole('button', { name: '公告' })).toBeTruthy();
    expect(dot()).toBeNull();
    unmount();
    renderStory(Unknown, <Unknown />);
    expect(screen.getByRole('button', { name: '公告' })).toBeTruthy();
    expect(dot()).toBeNull();
  });

  it('is its icon alone on a phone, named as on a desktop', () => {
    renderStory(Phone, <Phone />);
    const button = screen.getByRole('button', { name: '公告（1 則未讀）' });
    expect(button.textContent).toBe('');
    expect(dot()).not.toBeNull();
  });

  it('opens 公告中心, and readies it when reached', async () => {
    const onClick = fn();
    const onIntent = fn();
    renderStory(Phone, <Phone onClick={onClick} onIntent={onIntent} />);
    fireEvent.focus(screen.getByRole('button', { name: '公告（1 則未讀）' }));
    expect(onIntent).toHaveBeenCalled();
    await expectButtonsCallBack({ '公告（1 則未讀）': onClick });
  });
});
