import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import { importantAnnouncement } from './fixtures.ts';
import * as stories from './important-announcements.stories.tsx';
import { titleOf } from './test-helpers.ts';

const { One, Several, None, Phone } = composeStories(stories);

describe('ImportantAnnouncements', () => {
  it('shows the 重要 announcements under 重要公告, newest first, bodies rendered', async () => {
    renderStory(Several, <Several />);
    const section = screen.getByRole('region', { name: '重要公告' });
    expect(within(section).getAllByRole('article').map(titleOf)).toEqual([
      importantAnnouncement.title,
      '考古題上傳規範',
    ]);
    expect((await within(section).findByText('晚上 12 點')).tagName).toBe('STRONG');
  });

  it('shows nothing at all when none is shown', () => {
    const { container } = renderStory(None, <None />);
    expect(screen.queryByRole('region', { name: '重要公告' })).toBeNull();
    expect(container.querySelector('section, article, h2')).toBeNull();
  });

  it('shows a single one, on a phone too', () => {
    const { unmount } = renderStory(One, <One />);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    unmount();
    renderStory(Phone, <Phone />);
    expect(screen.getByRole('heading', { name: importantAnnouncement.title })).toBeTruthy();
  });
});
