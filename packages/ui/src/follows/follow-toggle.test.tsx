import { composeStories } from '@storybook/react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { followsMessages } from '../i18n/compiled/follows.catalogue.ts';
import { loadCatalogue } from '../i18n/i18n.ts';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as stories from './follow-toggle.stories.tsx';

const { NotFollowing, Following, Saving, FollowingEnglish } = composeStories(stories);

describe('FollowToggle (追蹤)', () => {
  it('asks to follow a course not followed, and is pressed for one followed, asking to stop', async () => {
    const { onChange } = renderWithSpies(NotFollowing, 'onChange');
    const follow = screen.getByRole('button', { name: '追蹤 資料結構' });
    expect(follow.textContent).toBe('追蹤');
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(follow);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    cleanup();

    const followed = renderWithSpies(Following, 'onChange');
    const button = screen.getByRole('button', { name: '追蹤 資料結構' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(followed.onChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('waits while the change is on its way', async () => {
    const { onChange } = renderWithSpies(Saving, 'onChange');
    const button = screen.getByRole('button', { name: '追蹤 資料結構' });
    await userEvent.click(button);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('FollowToggle in English', () => {
  beforeAll(() => loadCatalogue(followsMessages, 'en'));

  it('says Follow, naming the course as written, and stops following when pressed', async () => {
    const { onChange } = renderWithSpies(FollowingEnglish, 'onChange');
    const button = screen.getByRole('button', { name: 'Follow 資料結構' });
    expect(button.textContent).toBe('Follow');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
  });
});
