import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { progressMessages } from '../i18n/compiled/progress.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { labelsFor } from '../i18n/labels.ts';
import { renderStory } from '../test/render-story.tsx';
import * as courseStories from './course-archives.stories.tsx';
import * as sidebarStories from './course-sidebar.stories.tsx';
import { examName } from './exam-name.ts';
import * as uploadStories from './upload/archive-upload-dialog.stories.tsx';

const { DesktopEnglish } = composeStories(courseStories);
const { DesktopEnglish: SidebarEnglish } = composeStories(sidebarStories);
const { ExamStepEnglish } = composeStories(uploadStories);

describe('the archives in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(archivesMessages, 'en');
    await loadCatalogue(progressMessages, 'en');
  });

  it('names a course’s filters and buttons in English, its archives as written', async () => {
    renderStory(DesktopEnglish, <DesktopEnglish />);
    expect(screen.getByRole('heading', { level: 1, name: '資料結構' })).toBeTruthy();
    expect(await screen.findByLabelText('Academic year', { selector: 'input' })).toBeTruthy();
    expect(screen.getByLabelText('Professor', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'With answers only' })).toBeTruthy();
    expect((await screen.findAllByRole('button', { name: 'Preview' })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Download' }).length).toBeGreaterThan(0);
  });

  it('names the course list and its search in English', () => {
    renderStory(SidebarEnglish, <SidebarEnglish />);
    expect(screen.getByRole('navigation', { name: 'Course list' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search courses' })).toBeTruthy();
  });

  it('asks for the exam’s details in English, with Back and Next', () => {
    renderStory(ExamStepEnglish, <ExamStepEnglish />);
    expect(screen.getByRole('textbox', { name: 'Past exam name' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'With answers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('shows an archive’s type in English beside a name that does not say it', async () => {
    renderStory(DesktopEnglish, <DesktopEnglish />);
    expect((await screen.findAllByText('Quiz')).length).toBeGreaterThan(0);
  });

  it('names an exam with its year and type in English', () => {
    const exam = {
      course_name: '資料結構',
      academic_year: 112,
      archive_name: '第一次考試',
      archive_type: 'midterm',
      professor: '王教授',
    } as const;
    expect(examName(exam, labelsFor('en'), formatsFor('en'))).toBe(
      '資料結構 · AY 2023–24 (112) 第一次考試 (Midterm) · 王教授',
    );
    expect(examName(exam, labelsFor('zh-TW'), formatsFor('zh-TW'))).toBe(
      '資料結構 · 112 學年度 第一次考試（期中考） · 王教授',
    );
  });
});
