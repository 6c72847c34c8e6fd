import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { topicsMessages } from '../i18n/compiled/topics.catalogue.ts';
import { loadCatalogue, loadLocale, translatorFor } from '../i18n/i18n.ts';
import { sampleAreas } from './fixtures.ts';
import * as questionStories from './question-topics.stories.tsx';
import * as editStories from './topic-edit-dialog.stories.tsx';
import * as fileStories from './topic-file-actions.stories.tsx';
import * as pageStories from './topic-questions.stories.tsx';
import * as treeStories from './topic-tree.stories.tsx';
import { deletionMessage } from './topic-tree.tsx';

const { ExpertEnglish } = composeStories(questionStories);
const { WithQuestionsEnglish } = composeStories(pageStories);
const { EditorEnglish } = composeStories(treeStories);
const { EditingEnglish } = composeStories(editStories);
const { ImportedEnglish } = composeStories(fileStories);

describe('Topics in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(topicsMessages, 'en');
  });

  it('names a question’s topics’ controls in English, the topics as written', () => {
    render(<ExpertEnglish />);
    expect(screen.getByRole('heading', { name: 'Topics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm 記憶體管理' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject 同步與死結' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Propose a topic' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask AI for topics' })).toBeTruthy();
  });

  it('counts a topic’s questions and answers in English', () => {
    render(<WithQuestionsEnglish />);
    expect(screen.getByText('1 of 2 questions answered')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a worksheet of these questions' })).toBeTruthy();
    expect(screen.getAllByText('No answers yet')).toHaveLength(2);
    expect(screen.getByText('2 answers')).toBeTruthy();
  });

  it('names the tree’s edit and delete buttons and counts in English', () => {
    render(<EditorEnglish />);
    expect(screen.getByRole('button', { name: 'Edit CPU 排程' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete 作業系統' })).toBeTruthy();
    const scheduling = screen.getByRole('link', { name: 'CPU 排程' }).closest('li');
    if (!scheduling) throw new Error('no item');
    expect(within(scheduling).getByLabelText('2 questions')).toBeTruthy();
  });

  it('labels the edit dialog and the file actions in English', () => {
    const { unmount } = render(<EditingEnglish />);
    expect(screen.getByRole('textbox', { name: 'Chinese name' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'English name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    unmount();
    render(<ImportedEnglish />);
    expect(screen.getByRole('button', { name: 'Export JSON' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Import complete: 3 added, 1 updated');
  });

  it('says what deleting an area removes, in English when given its words', () => {
    const area = sampleAreas[0];
    if (!area) throw new Error('no area');
    const message = deletionMessage(area, area.children, translatorFor(topicsMessages, 'en'));
    expect(message).toMatch(/^The area “作業系統” and its \d+ topics will be deleted\./);
  });
});
