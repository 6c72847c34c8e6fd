import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionsMessages } from '../i18n/compiled/questions.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as historyStories from './question-history-dialog.stories.tsx';
import * as markerStories from './question-marker.stories.tsx';
import * as renameStories from './question-rename-dialog.stories.tsx';
import * as toolbarStories from './question-toolbar.stories.tsx';
import * as similarStories from './similar-questions.stories.tsx';

const { WithChangesEnglish } = composeStories(historyStories);
const { EditableEnglish } = composeStories(markerStories);
const { DefaultEnglish } = composeStories(renameStories);
const { AdminEnglish } = composeStories(toolbarStories);
const { RecurringEnglish } = composeStories(similarStories);

describe('Questions in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(questionsMessages, 'en');
  });

  it('names the toolbar’s controls in English', () => {
    renderStory(AdminEnglish, <AdminEnglish />);
    const toolbar = screen.getByRole('toolbar', { name: 'Questions' });
    expect(within(toolbar).getByRole('switch', { name: 'Show question markers' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Add question' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Confirm all' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Lock questions' })).toBeTruthy();
  });

  it('names a marker and its buttons in English, the question as named', () => {
    renderStory(EditableEnglish, <EditableEnglish />);
    expect(screen.getByRole('button', { name: 'Start of 第 3 題, page 2, 35% (suggested)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rename 第 3 題' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete 第 3 題' })).toBeTruthy();
  });

  it('shows the history in English', () => {
    renderStory(WithChangesEnglish, <WithChangesEnglish />);
    const dialog = screen.getByRole('dialog', { name: 'Edit history' });
    expect(within(dialog).getByRole('columnheader', { name: 'Change' })).toBeTruthy();
    expect(within(dialog).getAllByText('第 4 題 (page 3, 90%)', { selector: 'td' })).toHaveLength(2);
    expect(within(dialog).getAllByText('Deleted').length).toBeGreaterThan(0);
  });

  it('renames in English', () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    expect(screen.getByRole('dialog', { name: 'Rename question' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Question name' })).toBeTruthy();
  });

  it('lists 相似題 in English, with the year as English says it', () => {
    renderStory(RecurringEnglish, <RecurringEnglish />);
    const section = screen.getByRole('region', { name: 'Similar questions' });
    expect(within(section).getByText('Asked again in 110, 112')).toBeTruthy();
    expect(within(section).getByText('87% similar')).toBeTruthy();
    expect(within(section).getByRole('link', { name: /^AY 2023–24 \(112\) 期中考 · 第 2 題$/ })).toBeTruthy();
  });
});
