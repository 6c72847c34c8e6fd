import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as stories from './course-not-found.stories.tsx';

const { Gone, InvalidAddress } = composeStories(stories);

describe('CourseNotFound', () => {
  it('says the course is gone, with a way back to the overview', async () => {
    const { onOverview } = renderWithSpies(Gone, 'onOverview');
    expect(screen.getByRole('heading', { level: 1, name: '找不到這門課程' })).toBeTruthy();
    expect(screen.getByText(/^這門課程不存在，或已被刪除/)).toBeTruthy();
    const back = screen.getByRole('link', { name: '回到總覽' });
    expect(back.getAttribute('href')).toBe('/archive?overview=true');
    await userEvent.click(back);
    expect(onOverview).toHaveBeenCalledTimes(1);
  });

  it('says when the address names no course id at all', () => {
    renderStory(InvalidAddress, <InvalidAddress />);
    expect(screen.getByRole('heading', { level: 1, name: '找不到這門課程' })).toBeTruthy();
    expect(screen.getByText('網址中的課程編號不正確，請從課程列表選擇課程。')).toBeTruthy();
  });
});
