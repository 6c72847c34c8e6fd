import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { discussionMessages } from '../i18n/compiled/discussion.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './discussion-panel.stories.tsx';

const { AdminAnsweredEnglish, EmptyEnglish } = composeStories(stories);

describe('DiscussionPanel in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(discussionMessages, 'en');
  });

  it('names its list, messages and controls in English, the messages as written', () => {
    renderStory(AdminAnsweredEnglish, <AdminAnsweredEnglish />);
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByRole('listitem', { name: 'Message from 系辦 (admin)' })).toBeTruthy();
    expect(within(list).getByText('Admin')).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Discussion' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByText('0 / 500 characters')).toBeTruthy();
  });

  it('invites the first message', () => {
    renderStory(EmptyEnglish, <EmptyEnglish />);
    expect(screen.getByText('No messages yet')).toBeTruthy();
  });
});
