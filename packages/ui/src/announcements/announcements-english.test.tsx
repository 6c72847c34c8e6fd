import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { announcementsMessages } from '../i18n/compiled/announcements.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as centerStories from './announcement-center.stories.tsx';
import * as formStories from './announcement-form-dialog.stories.tsx';
import * as tableStories from './announcement-table.stories.tsx';
import * as buttonStories from './notices-button.stories.tsx';

const { ManyPagesEnglish } = composeStories(centerStories);
const { CreateEnglish } = composeStories(formStories);
const { DefaultEnglish } = composeStories(tableStories);
const { UnreadEnglish } = composeStories(buttonStories);

describe('Announcements in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(announcementsMessages, 'en');
  });

  it('names 公告中心 and its list in English', () => {
    renderStory(ManyPagesEnglish, <ManyPagesEnglish />);
    expect(screen.getByRole('dialog', { name: 'Announcements' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Announcement list' })).toBeTruthy();
  });

  it('names the top bar’s button with its unread count', () => {
    renderStory(UnreadEnglish, <UnreadEnglish />);
    expect(screen.getByRole('button', { name: 'Announcements (3 unread)' })).toBeTruthy();
  });

  // The table and the editor wait for the catalogues of the forms and the admin tables too.
  it('labels 公告管理’s controls in English', async () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    expect(await screen.findByRole('textbox', { name: 'Search announcements' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New announcement' })).toBeTruthy();
  });

  it('labels the editor in English', async () => {
    renderStory(CreateEnglish, <CreateEnglish />);
    expect(await screen.findByRole('dialog', { name: 'New announcement' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Preview' })).toBeTruthy();
  });

  it('says each announcement’s importance and status in English', async () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    expect((await screen.findAllByText('Important')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Showing').length).toBeGreaterThan(0);
  });
});
