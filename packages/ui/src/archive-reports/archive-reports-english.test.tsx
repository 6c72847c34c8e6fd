import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveReportsMessages } from '../i18n/compiled/archive-reports.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './archive-reports.stories.tsx';

const { OpenReportsEnglish, MyReportsEnglish, ReportDialogEnglish } = composeStories(stories);

describe('Exam reports in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(archiveReportsMessages, 'en');
  });

  it('labels the admin’s resolution in English, the reports as written', () => {
    renderStory(OpenReportsEnglish, <OpenReportsEnglish />);
    expect(
      screen.getByRole('textbox', { name: 'Resolution note (optional, the reporters will see it)' }),
    ).toBeTruthy();
    expect(screen.getByText(/^阿華: “這其實是期末考” · Nov 21, 2026/)).toBeTruthy();
  });

  it('tells the reporter each outcome in English', () => {
    renderStory(MyReportsEnglish, <MyReportsEnglish />);
    const [first] = screen.getAllByRole('listitem');
    expect(
      within(first as HTMLElement).getByText('An admin fixed this past exam: 已改為期末考'),
    ).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/^Problem: /)).toBeTruthy();
  });

  it('names the report dialog and its button in English', async () => {
    renderStory(ReportDialogEnglish, <ReportDialogEnglish />);
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(within(dialog).getByRole('radiogroup', { name: 'Problem type' })).toBeTruthy();
  });

  it('offers the reasons in English', async () => {
    renderStory(ReportDialogEnglish, <ReportDialogEnglish />);
    expect(await screen.findByRole('radio', { name: 'Unreadable' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Wrong course or details' })).toBeTruthy();
  });
});
