import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiExamMessages } from '../i18n/compiled/ai-exam.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as modalStories from './ai-exam-modal.stories.tsx';
import * as keyStories from './api-key-modal.stories.tsx';
import * as documentStories from './exam/exam-document.stories.tsx';
import { completeTask } from './my-exams/fixtures.ts';
import * as listStories from './my-exams/my-exam-list.stories.tsx';

const { SelectArchivesEnglish, ResultEnglish } = composeStories(modalStories);
const { NotSetEnglish } = composeStories(keyStories);
const { DefaultEnglish } = composeStories(listStories);
const { ImageEnglish } = composeStories(documentStories);

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('AI mock exams in English', () => {
  beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(aiExamMessages, 'en')]));

  it('names the modal, its steps and its buttons in English, the archives as written', () => {
    renderStory(SelectArchivesEnglish, <SelectArchivesEnglish />);
    const modal = within(dialog('Generate a mock exam with AI'));
    expect(modal.getByRole('button', { name: 'API key settings' })).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Generate' })).toBeTruthy();
    expect(modal.getByRole('combobox', { name: 'Exam type' })).toBeTruthy();
    expect(modal.getByText('5 past exams found')).toBeTruthy();
    expect(modal.getByText('(2/3 selected)')).toBeTruthy();
    expect(modal.getAllByRole('checkbox', { name: '資料結構期末考' })).toHaveLength(2);
    expect(modal.getAllByText(/^AY 2024–25 \(113\)/).length).toBeGreaterThan(0);
  });

  it('shows a generated exam with its chrome in English, its questions as generated', async () => {
    renderStory(ResultEnglish, <ResultEnglish />);
    const modal = within(dialog('Generate a mock exam with AI'));
    expect(modal.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Start over' })).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Open full page' })).toBeTruthy();
    expect(modal.getByRole('list', { name: 'Past exams used' })).toBeTruthy();
    expect(modal.getByText('Total: 100 points')).toBeTruthy();
    expect(modal.getByRole('heading', { name: 'Question 1 (20 points)' })).toBeTruthy();
    const first = within(modal.getByRole('group', { name: 'How well you know Question 1' }));
    expect(first.getByRole('button', { name: 'Know it' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Don’t know' })).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Open 113 期末考 Question 3' })).toBeTruthy();
    expect(modal.getByRole('switch', { name: 'Only questions marked “Don’t know”' })).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Start timer' })).toBeTruthy();
    await userEvent.click(modal.getAllByRole('button', { name: 'Show answer' })[0] ?? document.body);
    expect(await modal.findByRole('button', { name: 'Hide answer' })).toBeTruthy();
  });

  it('asks for the key in English', () => {
    renderStory(NotSetEnglish, <NotSetEnglish />);
    const modal = within(dialog('API key settings'));
    expect(modal.getByText('No API key set yet')).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Show API key' })).toBeTruthy();
    expect(modal.getByRole('link', { name: 'Google AI Studio' }).parentElement?.textContent).toBe(
      'You can get a free API key at Google AI Studio.',
    );
  });

  it('lists my mock exams in English, their titles as written', () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    const list = within(screen.getByRole('list', { name: 'My mock exams' }));
    expect(list.getAllByText('Waiting')).toHaveLength(1);
    expect(list.getByRole('button', { name: `Open “${completeTask.title}”` })).toBeTruthy();
    expect(list.getByRole('button', { name: `More actions for “${completeTask.title}”` })).toBeTruthy();
    expect(list.getByText('Practised 2 of 3 questions · 1 not known')).toBeTruthy();
    expect(list.getAllByRole('button', { name: /^Retry “/ }).length).toBeGreaterThan(0);
  });

  it('names an image of a text in English, in its place', async () => {
    renderStory(ImageEnglish, <ImageEnglish />);
    expect(await screen.findByText('[Image: 二元堆積示意圖]')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Total: 100 points')).toBeTruthy();
  });
});
