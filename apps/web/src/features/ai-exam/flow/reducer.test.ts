import { translatorFor } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { describe, expect, it } from 'vitest';
import { archive, courses, task } from '../testing/ai-exam-server.ts';
import { type AiExamEvent, type AiExamState, initialState, reduce } from './reducer.ts';
import { type AiExamData, downloadFileName, professorsOf, toView } from './view.ts';

/** The state after `events`, from `state` (the modal as first mounted, by default). */
const after = (state: AiExamState, ...events: AiExamEvent[]) => events.reduce(reduce, state);
const run = (...events: AiExamEvent[]) => after(initialState, ...events);

const courseArchives = [
  archive(1),
  archive(2, { archive_type: 'final', academic_year: 114 }),
  archive(3, { archive_type: 'quiz' }),
  archive(4, { professor: '陳教授' }),
];
const data: AiExamData = { courses, courseArchives, professorsLoading: false, task: undefined };

/** Opened without a saved task, with 大二課程 › 資料結構 › 王教授 chosen. */
const chosen = run(
  { type: 'opened', saved: null },
  { type: 'category-changed', category: 'sophomore' },
  { type: 'course-changed', courseId: 11 },
  { type: 'professor-changed', professor: '王教授' },
);

const atArchives = after(
  chosen,
  { type: 'next' },
  { type: 'archives-checked', courseId: 11, professor: '王教授', archives: courseArchives },
);

const displayInfo = { course_name: '資料結構', professor: '王教授' };

describe('opening', () => {
  it('waits on a saved task, and goes straight to choosing without one', () => {
    const saved = { taskId: 'task-1', displayInfo, timestamp: 1 };
    expect(run({ type: 'opened', saved })).toMatchObject({ step: 'loading', task: { taskId: 'task-1' } });
    expect(run({ type: 'opened', saved: null })).toMatchObject({ step: 'select-professor', task: null });
  });
});

describe('choosing', () => {
  it('changing the category clears course, professor and choices; the same category changes nothing', () => {
    expect(reduce(chosen, { type: 'category-changed', category: 'sophomore' })).toBe(chosen);
    expect(reduce(chosen, { type: 'category-changed', category: 'junior' })).toMatchObject({
      category: 'junior',
      courseId: null,
      professor: null,
    });
  });

  it('changing the course clears the professor; changing the professor clears the chosen archives', () => {
    expect(reduce(chosen, { type: 'course-changed', courseId: 12 })).toMatchObject({
      courseId: 12,
      professor: null,
    });
    const ticked = reduce(atArchives, { type: 'archive-toggled', archiveId: 1 });
    const back = reduce(ticked, { type: 'back' });
    expect(back).toMatchObject({
      step: 'select-professor',
      courseId: 11,
      professor: '王教授',
      selectedIds: [],
    });
    expect(reduce(back, { type: 'professor-changed', professor: '陳教授' })).toMatchObject({
      professor: '陳教授',
      selectedIds: [],
    });
  });

  it('下一步 needs a course and a professor, then checks the professor’s archives', () => {
    const noProfessor = reduce(chosen, { type: 'professor-changed', professor: null });
    expect(reduce(noProfessor, { type: 'next' })).toBe(noProfessor);
    expect(reduce(chosen, { type: 'next' }).checking).toBe(true);
    expect(atArchives).toMatchObject({ step: 'select-archives', checking: false, notice: null });
  });

  it('warns when the professor has no archive and errs when none is a midterm or final', () => {
    const checking = reduce(chosen, { type: 'next' });
    const check = (archives: ReturnType<typeof archive>[]) =>
      reduce(checking, { type: 'archives-checked', courseId: 11, professor: '王教授', archives });
    expect(check([archive(4, { professor: '陳教授' })])).toMatchObject({
      step: 'select-professor',
      notice: { kind: 'warning', title: '找不到考古題', message: '該教授沒有考古題' },
    });
    expect(
      check([archive(1, { archive_type: 'quiz' }), archive(2, { archive_type: 'other' })]),
    ).toMatchObject({
      step: 'select-professor',
      notice: { kind: 'error', title: '找不到考古題', message: '該教授沒有期中考或期末考' },
    });
  });

  it('an answer for a professor the user has since left changes nothing', () => {
    const moved = reduce(reduce(chosen, { type: 'next' }), {
      type: 'professor-changed',
      professor: '陳教授',
    });
    const late = reduce(moved, {
      type: 'archives-checked',
      courseId: 11,
      professor: '王教授',
      archives: courseArchives,
    });
    expect(late).toBe(moved);
  });

  it('takes at most three archives, and a ticked one can be unticked', () => {
    const ticked = [1, 2, 5, 6, 2, 7].reduce(
      (state, archiveId) => reduce(state, { type: 'archive-toggled', archiveId }),
      atArchives,
    );
    expect(ticked.selectedIds).toEqual([1, 5, 7]);
  });
});

describe('the task', () => {
  const started = reduce(reduce(atArchives, { type: 'archive-toggled', archiveId: 2 }), {
    type: 'started',
    displayInfo,
  });

  it('starts only with an archive chosen, and follows the id the server gives', () => {
    expect(reduce(atArchives, { type: 'started', displayInfo })).toBe(atArchives);
    expect(started).toMatchObject({ step: 'generating', task: { taskId: null, displayInfo } });
    expect(reduce(started, { type: 'submitted', taskId: 'task-1' }).task?.taskId).toBe('task-1');
  });

  it('a conflict goes back to the archives with the choice kept', () => {
    expect(reduce(started, { type: 'conflict' })).toMatchObject({
      step: 'select-archives',
      selectedIds: [2],
      task: null,
    });
  });

  it('a resumed task shows what it reached; one that cannot finish is forgotten', () => {
    const resumed = run({ type: 'opened', saved: { taskId: 'task-1', displayInfo, timestamp: 1 } });
    expect(reduce(resumed, { type: 'task-running' }).step).toBe('generating');
    expect(reduce(resumed, { type: 'task-done' }).step).toBe('result');
    expect(reduce(resumed, { type: 'task-gone' })).toMatchObject({ step: 'select-professor', task: null });
  });

  it('a failure shows its message, but only while a task is followed', () => {
    expect(reduce(started, { type: 'failed', message: '生成失敗，請稍後再試' })).toMatchObject({
      step: 'error',
      errorMessage: '生成失敗，請稍後再試',
    });
    expect(reduce(atArchives, { type: 'failed', message: '生成失敗，請稍後再試' })).toBe(atArchives);
  });

  it('retry and regenerate go back to choosing with the course and professor kept', () => {
    const done = reduce(reduce(started, { type: 'submitted', taskId: 'task-1' }), { type: 'task-done' });
    expect(reduce(done, { type: 'restart' })).toMatchObject({
      step: 'select-professor',
      task: null,
      category: 'sophomore',
      courseId: 11,
      professor: '王教授',
      selectedIds: [],
    });
  });
});

describe('closing', () => {
  it('forgets the choices when the reset is due in a selection step, and keeps a result', () => {
    const ticked = reduce(atArchives, { type: 'archive-toggled', archiveId: 1 });
    expect(reduce(ticked, { type: 'reset-due' })).toMatchObject({
      category: null,
      courseId: null,
      professor: null,
      selectedIds: [],
    });
    const result = run(
      { type: 'opened', saved: { taskId: 't', displayInfo, timestamp: 1 } },
      { type: 'task-done' },
    );
    expect(reduce(result, { type: 'reset-due' })).toBe(result);
  });

  it('closes the key dialog with the modal', () => {
    const keyOpen = reduce(chosen, { type: 'key-dialog-opened' });
    expect(keyOpen.keyDialog).toBe('asked');
    expect(reduce(keyOpen, { type: 'closed' }).keyDialog).toBe('closed');
  });
});

describe('the key dialog', () => {
  it('opened by the flow for lack of a key, closes once a key is saved and leaves the step as it was', () => {
    const prompted = reduce(chosen, { type: 'key-missing' });
    expect(prompted.keyDialog).toBe('prompted');
    expect(reduce(prompted, { type: 'key-saved' })).toEqual(chosen);
  });

  it('opened by the user, stays open after a save until they close it', () => {
    const asked = reduce(chosen, { type: 'key-dialog-opened' });
    expect(reduce(asked, { type: 'key-missing' }).keyDialog).toBe('asked');
    expect(reduce(asked, { type: 'key-saved' }).keyDialog).toBe('asked');
    expect(reduce(asked, { type: 'key-dialog-closed' }).keyDialog).toBe('closed');
  });
});

describe('the view', () => {
  it('lists each professor once, in zh-TW order, saying who has a midterm or final', () => {
    const quizzesOnly = [...courseArchives, archive(5, { professor: '張教授', archive_type: 'quiz' })];
    expect(professorsOf(quizzesOnly)).toEqual(
      [
        { name: '王教授', hasExams: true },
        { name: '陳教授', hasExams: true },
        { name: '張教授', hasExams: false },
      ].sort((a, b) => a.name.localeCompare(b.name, 'zh-TW')),
    );
  });

  it('offers a course only when the server says it has a midterm or final, or does not say', () => {
    const view = toView(chosen, data);
    expect(view.step === 'select-professor' && view.courses).toEqual([
      { id: 11, name: '資料結構', hasExams: true },
      { id: 12, name: '計算機組織', hasExams: true },
      { id: 13, name: '離散數學', hasExams: false },
    ]);
    const unsaid = { ...courses, sophomore: [{ id: 11, name: '資料結構' }] };
    const old = toView(chosen, { ...data, courses: unsaid });
    expect(old.step === 'select-professor' && old.courses).toEqual([
      { id: 11, name: '資料結構', hasExams: true },
    ]);
  });

  it('offers the professor’s midterms and finals newest first, through the type filter', () => {
    const view = toView(atArchives, data);
    expect(view).toMatchObject({ step: 'select-archives', courseName: '資料結構', professor: '王教授' });
    expect(view.step === 'select-archives' && view.archives.map((choice) => choice.id)).toEqual([2, 1]);
    const finals = toView(reduce(atArchives, { type: 'type-filter-changed', filter: 'final' }), data);
    expect(finals.step === 'select-archives' && finals.archives.map((choice) => choice.id)).toEqual([2]);
  });

  it('shows the task’s course and professor, and its text once it is complete', () => {
    const saved = {
      taskId: 'task-1',
      displayInfo: { course_name: '作業系統', professor: '林教授' },
      timestamp: 1,
    };
    const done = run({ type: 'opened', saved }, { type: 'task-done' });
    expect(toView(done, { ...data, task: task('task-1', 'complete', '第一題') })).toMatchObject({
      step: 'result',
      courseName: '作業系統',
      professor: '林教授',
      result: { generated_content: '第一題' },
    });
    expect(downloadFileName(saved.displayInfo, translatorFor(aiExamMessages, 'zh-TW'))).toBe(
      '作業系統_林教授_模擬試題.txt',
    );
  });
});
