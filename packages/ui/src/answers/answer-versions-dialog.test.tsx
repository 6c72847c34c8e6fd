import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './answer-versions-dialog.stories.tsx';

const { Default, LoadFailed } = composeStories(stories);

describe('AnswerVersionsDialog', () => {
  it('shows each earlier version rendered, newest first', async () => {
    renderStory(Default, <Default />);
    const dialog = await screen.findByRole('dialog', { name: '版本紀錄' });
    const versions = within(dialog).getAllByRole('region');
    expect(versions).toHaveLength(2);
    expect(
      await within(versions[0] ?? dialog).findByText('\\Theta(n)', { selector: '.katex annotation' }),
    ).toBeTruthy();
    expect(
      await within(versions[1] ?? dialog).findByText('O(n)', { selector: '.katex annotation' }),
    ).toBeTruthy();
  });

  it('says when they could not be loaded', async () => {
    renderStory(LoadFailed, <LoadFailed />);
    expect(await screen.findByText('無法載入版本紀錄，請稍後再試')).toBeTruthy();
  });
});
