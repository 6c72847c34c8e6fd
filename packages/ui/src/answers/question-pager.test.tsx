import { composeStories } from '@storybook/react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './question-pager.stories.tsx';

const { Middle, First, Last } = composeStories(stories);

describe('QuestionPager', () => {
  it('turns with 上一題 / 下一題, and not past either end', async () => {
    const user = userEvent.setup();
    const { unmount } = renderStory(First, <First />);
    expect(screen.getByRole('button', { name: '上一題' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '下一題' }));
    expect(First.args.onIndexChange).toHaveBeenLastCalledWith(1);
    unmount();
    renderStory(Last, <Last />);
    expect(screen.getByRole('button', { name: '下一題' })).toHaveProperty('disabled', true);
    expect(screen.getByText('第 3 / 3 題')).toBeTruthy();
  });

  it('turns with ← and →, but not while typing in a field', async () => {
    const user = userEvent.setup();
    renderStory(Middle, <Middle />);
    const onIndexChange = Middle.args.onIndexChange;
    if (!onIndexChange) throw new Error('the story has no spy');
    const before = onIndexChange.mock.calls.length;
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    await user.click(screen.getByRole('textbox', { name: '欄位' }));
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenCalledTimes(before + 2);
  });

  it('turns with a sideways swipe, and not with a scroll down', () => {
    renderStory(Middle, <Middle />);
    const onIndexChange = Middle.args.onIndexChange;
    if (!onIndexChange) throw new Error('the story has no spy');
    const before = onIndexChange.mock.calls.length;
    const area = screen.getByRole('img', { name: '第 2 題的題目' });
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(area, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(area, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 300], [100, 310]);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    swipe([100, 300], [300, 290]);
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    swipe([200, 400], [180, 100]);
    expect(onIndexChange).toHaveBeenCalledTimes(before + 2);
  });
});
