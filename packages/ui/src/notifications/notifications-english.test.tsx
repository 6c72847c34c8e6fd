import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationsMessages } from '../i18n/compiled/notifications.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as bellStories from './notification-bell.stories.tsx';
import * as settingsStories from './notification-settings-dialog.stories.tsx';
import * as unsubscribeStories from './unsubscribe-result.stories.tsx';

const { OpenedEnglish } = composeStories(bellStories);
const { SavedEnglish } = composeStories(settingsStories);
const { DoneEnglish } = composeStories(unsubscribeStories);

describe('Notifications in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(notificationsMessages, 'en');
  });

  it('names the bell, its panel and the days in English', () => {
    renderStory(OpenedEnglish, <OpenedEnglish />);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Notification settings' })).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Today' })).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Yesterday' })).toBeTruthy();
  });

  it('titles the settings dialog in English', () => {
    renderStory(SavedEnglish, <SavedEnglish />);
    const dialog = screen.getByRole('dialog', { name: 'Notification settings' });
    expect(within(dialog).getByRole('radiogroup', { name: 'Email frequency' })).toBeTruthy();
  });

  it('says in English what the unsubscribe link stopped', () => {
    renderStory(DoneEnglish, <DoneEnglish />);
    expect(screen.getByRole('heading', { name: 'Unsubscribe from notification emails' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('will no longer be sent by email');
  });

  it('names each kind of notification and its delivery in English', () => {
    renderStory(SavedEnglish, <SavedEnglish />);
    expect(screen.getByText('A course I follow has a new exam')).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: 'E-mail' }).length).toBeGreaterThan(0);
  });
});
