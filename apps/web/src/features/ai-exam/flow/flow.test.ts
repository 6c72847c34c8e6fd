import { storageKeys } from '@pastexam/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AiExamFlow, createAiExamFlow } from './flow.ts';
import { archive, fakeDeps, StatusError, task } from './flow-fixtures.ts';
import { toView } from './state.ts';

let fake: ReturnType<typeof fakeDeps>;
let flow: AiExamFlow;

beforeEach(() => {
  vi.useFakeTimers();
  fake = fakeDeps();
  flow = createAiExamFlow(fake.deps);
});

afterEach(() => {
  flow.dispose();
  vi.useRealTimers();
});

/** Lets answered calls land without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const step = () => flow.getState().step;
const toastTitles = () => fake.calls.toasts.map((toast) => `${toast.title} / ${toast.message}`);
const savedTask = () => localStorage.getItem(storageKeys.aiExamCurrentTask);

async function open() {
  flow.dispatch({ type: 'opened' });
  await settle();
}

/** Opens, chooses 資料結構 / 王教授 and moves on to the archive list. */
async function chooseProfessor() {
  await open();
  flow.dispatch({ type: 'category-changed', category: 'sophomore' });
  flow.dispatch({ type: 'course-changed', courseId: 11 });
  await settle();
  flow.dispatch({ type: 'professor-changed', professor: '王教授' });
  flow.dispatch({ type: 'next' });
  await settle();
}

async function startGeneration(ids = [1, 2]) {
  await chooseProfessor();
  for (const id of ids) flow.dispatch({ type: 'archive-toggled', archiveId: id });
  flow.dispatch({ type: 'start' });
  await settle();
}

describe('opening', () => {
  it('loads while a saved task is checked, then offers the selection; the course list is fetched once', async () => {
    localStorage.setItem(
      storageKeys.aiExamCurrentTask,
      JSON.stringify({ taskId: 'done', displayInfo: { course_name: 'a', professor: 'b' }, timestamp: 1 }),
    );
    flow.dispatch({ type: 'opened' });
    expect(step()).toBe('loading');
    await settle();
    expect(step()).toBe('select-professor');
    flow.dispatch({ type: 'closed' });
    await open();
    expect(fake.calls.getCourses).toBe(1);
    expect(flow.getState().apiKey.modalOpened).toBe(false);
  });

  it('tells the user when the course list fails and tries again on the next opening', async () => {
    fake.server.courses = new Error('down');
    await open();
    expect(toastTitles()).toEqual(['載入失敗 / 無法載入課程列表']);
    flow.dispatch({ type: 'closed' });
    await open();
    expect(fake.calls.getCourses).toBe(2);
  });

  it('opens the key dialog by itself when no key is set, and closes the AI modal if it is dismissed keyless', async () => {
    fake.server.keyStatus = { has_api_key: false, api_key_masked: null };
    await open();
    expect(flow.getState().apiKey.modalOpened).toBe(true);
    flow.dispatch({ type: 'key-settings-closed' });
    expect(fake.calls.closeRequests).toBe(1);
  });
});

describe('the API key', () => {
  it('saves a trimmed key with a success toast, refuses blank, and removes it with an empty string', async () => {
    fake.server.keyStatus = { has_api_key: false, api_key_masked: null };
    await open();
    flow.dispatch({ type: 'key-save-requested', key: '   ' });
    flow.dispatch({ type: 'key-save-requested', key: ' AIzaKey9876 ' });
    expect(flow.getState().apiKey.busy).toBe(true);
    await settle();
    expect(fake.calls.putKey).toEqual(['AIzaKey9876']);
    expect(flow.getState().apiKey.status).toEqual({ has_api_key: true, api_key_masked: '****9876' });
    flow.dispatch({ type: 'key-settings-closed' });
    expect(fake.calls.closeRequests).toBe(0);
    flow.dispatch({ type: 'key-remove-requested' });
    await settle();
    expect(fake.calls.putKey).toEqual(['AIzaKey9876', '']);
    expect(flow.getState().apiKey.status?.has_api_key).toBe(false);
    expect(toastTitles()).toEqual(['設定成功 / API Key 測試通過並已成功設定', '移除成功 / API Key 已移除']);
  });

  it('says 設定失敗 when the server refuses the key and 移除失敗 when removal fails', async () => {
    await open();
    fake.server.putKey = () => new StatusError(400);
    flow.dispatch({ type: 'key-save-requested', key: 'AIzaBad' });
    await settle();
    flow.dispatch({ type: 'key-remove-requested' });
    await settle();
    expect(toastTitles()).toEqual([
      '設定失敗 / 請確認 API Key 是否正確',
      '移除失敗 / API Key 移除失敗，請稍後再試',
    ]);
    expect(flow.getState().apiKey.busy).toBe(false);
  });

  it('says so when the key status cannot be read, and asks again when the key dialog is opened', async () => {
    fake.server.keyStatus = new Error('down');
    await open();
    expect(toastTitles()).toEqual(['載入失敗 / 無法取得 API Key 狀態，請稍後再試']);
    expect(flow.getState().apiKey.status).toBeNull();
    fake.server.keyStatus = { has_api_key: true, api_key_masked: '****1234' };
    flow.dispatch({ type: 'key-settings-opened' });
    await settle();
    expect(flow.getState().apiKey.status).toEqual({ has_api_key: true, api_key_masked: '****1234' });
  });
});

describe('choosing', () => {
  it('lists each professor once, sorted, and the archives newest first', async () => {
    fake.server.archives = [
      archive(1, { professor: '陳教授' }),
      archive(2, { academic_year: 112 }),
      archive(3, { academic_year: 113, archive_type: 'final' }),
      archive(4, { academic_year: 111, archive_type: 'quiz' }),
    ];
    await open();
    flow.dispatch({ type: 'category-changed', category: 'sophomore' });
    flow.dispatch({ type: 'course-changed', courseId: 11 });
    await settle();
    expect(flow.getState().professors).toEqual(
      ['王教授', '陳教授'].sort((a, b) => a.localeCompare(b, 'zh-TW')),
    );
    flow.dispatch({ type: 'professor-changed', professor: '王教授' });
    flow.dispatch({ type: 'next' });
    await settle();
    const view = toView(flow.getState());
    if (view.step !== 'select-archives') throw new Error(`expected the archive list, got ${view.step}`);
    expect(view.archives.map((choice) => choice.id)).toEqual([3, 2]);
    expect(view.courseName).toBe('資料結構');
    flow.dispatch({ type: 'type-filter-changed', filter: 'final' });
    const filtered = toView(flow.getState());
    expect(filtered.step === 'select-archives' && filtered.archives.map((choice) => choice.id)).toEqual([3]);
  });

  it('back returns to the professor; changing the professor clears the archives', async () => {
    await chooseProfessor();
    flow.dispatch({ type: 'archive-toggled', archiveId: 1 });
    flow.dispatch({ type: 'back' });
    expect(flow.getState()).toMatchObject({ step: 'select-professor', courseId: 11, professor: '王教授' });
    expect(flow.getState().archives).not.toEqual([]);
    flow.dispatch({ type: 'professor-changed', professor: '陳教授' });
    expect(flow.getState()).toMatchObject({ professor: '陳教授', archives: [], selectedIds: [] });
  });

  it('changing the course clears the professor and archives and loads its professors', async () => {
    await chooseProfessor();
    flow.dispatch({ type: 'back' });
    flow.dispatch({ type: 'course-changed', courseId: 12 });
    expect(flow.getState()).toMatchObject({
      courseId: 12,
      professor: null,
      archives: [],
      professorsLoading: true,
    });
    await settle();
    expect(flow.getState().professorsLoading).toBe(false);
  });

  it('changing the category clears course, professor and archives', async () => {
    await chooseProfessor();
    flow.dispatch({ type: 'back' });
    flow.dispatch({ type: 'category-changed', category: 'junior' });
    expect(flow.getState()).toMatchObject({
      category: 'junior',
      courseId: null,
      professor: null,
      professors: [],
      archives: [],
    });
  });

  it('warns when the professor has no archive and errs when none is a midterm or final', async () => {
    fake.server.archives = [archive(1, { professor: '陳教授' })];
    await chooseProfessor();
    expect(step()).toBe('select-professor');
    expect(flow.getState().notice).toEqual({
      kind: 'warning',
      title: '找不到考古題',
      message: '該教授沒有考古題',
    });
    fake.server.archives = [archive(1, { archive_type: 'quiz' }), archive(2, { archive_type: 'other' })];
    flow.dispatch({ type: 'next' });
    await settle();
    expect(flow.getState().notice).toEqual({
      kind: 'error',
      title: '找不到考古題',
      message: '該教授沒有期中考或期末考',
    });
  });

  it('tells the user when professors or archives cannot be loaded', async () => {
    fake.server.archives = new Error('down');
    await chooseProfessor();
    expect(step()).toBe('select-professor');
    expect(toastTitles()).toEqual(['載入失敗 / 無法載入教授清單', '載入失敗 / 服務暫時無法使用，請稍後再試']);
  });

  it('takes at most three archives, never a quiz, and a ticked one can be unticked', async () => {
    fake.server.archives = [
      archive(1),
      archive(2),
      archive(3),
      archive(4),
      archive(5, { archive_type: 'quiz' }),
    ];
    await chooseProfessor();
    for (const id of [5, 1, 2, 3, 4]) flow.dispatch({ type: 'archive-toggled', archiveId: id });
    expect(flow.getState().selectedIds).toEqual([1, 2, 3]);
    flow.dispatch({ type: 'archive-toggled', archiveId: 2 });
    flow.dispatch({ type: 'archive-toggled', archiveId: 4 });
    expect(flow.getState().selectedIds).toEqual([1, 3, 4]);
  });

  it('does not start with nothing selected', async () => {
    await chooseProfessor();
    flow.dispatch({ type: 'start' });
    expect(step()).toBe('select-archives');
    expect(fake.calls.generate).toEqual([]);
  });
});

describe('generating', () => {
  it('saves the task, asks its status every 5 seconds and shows the result with a toast and an event', async () => {
    fake.server.tasks.set('task-1', task('task-1', 'pending'));
    await startGeneration([2, 1]);
    expect(step()).toBe('generating');
    expect(fake.calls.generate).toEqual([[2, 1]]);
    expect(JSON.parse(savedTask() ?? 'null')).toEqual({
      taskId: 'task-1',
      displayInfo: { course_name: '資料結構', professor: '王教授' },
      timestamp: 1_700_000_000_000,
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(fake.calls.getTask).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls.getTask).toEqual(['task-1']);
    fake.server.tasks.set('task-1', task('task-1', 'in_progress'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(step()).toBe('generating');
    fake.server.tasks.set('task-1', task('task-1', 'complete', '第一題（10 分）'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.calls.getTask).toHaveLength(3);
    expect(step()).toBe('result');
    expect(flow.getState().result?.generated_content).toBe('第一題（10 分）');
    expect(toastTitles()).toEqual(['生成成功 / 模擬試題已成功生成']);
    expect(fake.calls.tracked).toEqual([
      { category: 'sophomore', courseName: '資料結構', professor: '王教授', archivesUsed: 1 },
    ]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fake.calls.getTask).toHaveLength(3);
  });

  it.each([
    ['failed', task('task-1', 'failed')],
    ['not_found', task('task-1', 'not_found')],
    ['complete without text', task('task-1', 'complete', '')],
  ])('a %s task goes to the error step and forgets the saved task', async (_, answer) => {
    fake.server.tasks.set('task-1', answer);
    await startGeneration();
    await vi.advanceTimersByTimeAsync(5000);
    expect(step()).toBe('error');
    expect(flow.getState().errorMessage).toBe('生成失敗，請稍後再試');
    expect(toastTitles()).toEqual(['生成失敗 / 生成失敗，請稍後再試']);
    expect(savedTask()).toBeNull();
  });

  it('a failed status request goes to the error step with 查詢失敗 and keeps the task to resume', async () => {
    fake.server.tasks.set('task-1', new Error('offline'));
    await startGeneration();
    await vi.advanceTimersByTimeAsync(5000);
    expect(step()).toBe('error');
    expect(toastTitles()).toEqual(['查詢失敗 / 服務暫時無法使用，請稍後再試']);
    expect(savedTask()).toContain('task-1');
    flow.dispatch({ type: 'closed' });
    fake.server.tasks.set('task-1', task('task-1', 'in_progress'));
    await open();
    expect(toView(flow.getState())).toMatchObject({
      step: 'generating',
      courseName: '資料結構',
      professor: '王教授',
    });
  });

  it('a 409 warns of the task in progress and keeps the selection', async () => {
    fake.server.generate = new StatusError(409);
    await startGeneration([1, 3]);
    expect(step()).toBe('select-archives');
    expect(flow.getState().selectedIds).toEqual([1, 3]);
    expect(fake.calls.toasts).toEqual([
      { kind: 'warning', title: '任務衝突', message: '您已有一個進行中的任務，請等待完成後再提交新任務' },
    ]);
  });

  it('any other refusal goes to the error step with 提交失敗, and 重試 goes back to choosing', async () => {
    fake.server.generate = new StatusError(500);
    await startGeneration();
    expect(step()).toBe('error');
    expect(flow.getState().errorMessage).toBe('提交失敗，請稍後再試');
    flow.dispatch({ type: 'retry' });
    expect(step()).toBe('select-professor');
    expect(flow.getState().category).toBe('sophomore');
  });
});

describe('closing and coming back', () => {
  it('closing stops polling; reopening resumes the saved task and reaches the result', async () => {
    fake.server.tasks.set('task-1', task('task-1', 'pending'));
    await startGeneration();
    flow.dispatch({ type: 'closed' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fake.calls.getTask).toEqual([]);
    await open();
    expect(fake.calls.getTask).toEqual(['task-1']);
    expect(step()).toBe('generating');
    fake.server.tasks.set('task-1', task('task-1', 'complete', '模擬試題'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(step()).toBe('result');
  });

  it('a fresh page with a saved task resumes it with its course and professor', async () => {
    localStorage.setItem(
      storageKeys.aiExamCurrentTask,
      JSON.stringify({
        taskId: 'old',
        displayInfo: { course_name: '作業系統', professor: '林教授' },
        timestamp: 1,
      }),
    );
    fake.server.tasks.set('old', task('old', 'complete', '內容'));
    await open();
    const view = toView(flow.getState());
    expect(view).toMatchObject({ step: 'result', courseName: '作業系統', professor: '林教授' });
    expect(toastTitles()).toEqual([]);
    flow.dispatch({ type: 'download-requested' });
    expect(fake.calls.downloads).toEqual([{ fileName: '作業系統_林教授_模擬試題.txt', text: '內容' }]);
  });

  it.each([
    [
      'a failed task',
      JSON.stringify({ taskId: 'gone', displayInfo: { course_name: 'a', professor: 'b' }, timestamp: 1 }),
    ],
    ['an unreadable entry', '{not json'],
    ['an entry of the wrong shape', JSON.stringify({ taskId: 5 })],
  ])('%s in storage is forgotten and the selection shown', async (_, stored) => {
    localStorage.setItem(storageKeys.aiExamCurrentTask, stored);
    fake.server.tasks.set('gone', task('gone', 'failed'));
    await open();
    expect(step()).toBe('select-professor');
    expect(savedTask()).toBeNull();
  });

  it('resets the selections 300 ms after closing in a selection step, unless it reopened', async () => {
    await chooseProfessor();
    flow.dispatch({ type: 'archive-toggled', archiveId: 1 });
    flow.dispatch({ type: 'closed' });
    await vi.advanceTimersByTimeAsync(299);
    expect(flow.getState().selectedIds).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.getState()).toMatchObject({
      category: null,
      courseId: null,
      professor: null,
      selectedIds: [],
    });

    flow.dispatch({ type: 'category-changed', category: 'sophomore' });
    flow.dispatch({ type: 'closed' });
    await vi.advanceTimersByTimeAsync(100);
    await open();
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.getState().category).toBe('sophomore');
  });

  it('keeps a result and its selections after closing: the reset is only for a selection step', async () => {
    fake.server.tasks.set('task-1', task('task-1', 'complete', '內容'));
    await startGeneration();
    await vi.advanceTimersByTimeAsync(5000);
    flow.dispatch({ type: 'closed' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.getState().result?.generated_content).toBe('內容');
    await open();
    expect(step()).toBe('result');
    flow.dispatch({ type: 'regenerate-confirmed' });
    expect(flow.getState()).toMatchObject({ category: 'sophomore', courseId: 11, professor: '王教授' });
  });
});

describe('the result', () => {
  async function reachResult() {
    fake.server.tasks.set('task-1', task('task-1', 'complete', '第一題'));
    await startGeneration();
    await vi.advanceTimersByTimeAsync(5000);
    fake.calls.toasts.length = 0;
  }

  it('copies the text with a toast, and says so when the clipboard refuses', async () => {
    await reachResult();
    flow.dispatch({ type: 'copy-requested' });
    await settle();
    expect(fake.calls.copied).toEqual(['第一題']);
    fake.breakClipboard();
    flow.dispatch({ type: 'copy-requested' });
    await settle();
    expect(toastTitles()).toEqual(['複製成功 / 內容已複製到剪貼簿', '複製失敗 / 無法複製到剪貼簿']);
  });

  it('downloads a TXT named for course and professor', async () => {
    await reachResult();
    flow.dispatch({ type: 'download-requested' });
    expect(fake.calls.downloads).toEqual([{ fileName: '資料結構_王教授_模擬試題.txt', text: '第一題' }]);
    expect(toastTitles()).toEqual(['下載成功 / 模擬試題已下載']);
  });

  it('regenerating goes back to choosing and forgets the saved task', async () => {
    await reachResult();
    expect(savedTask()).not.toBeNull();
    flow.dispatch({ type: 'regenerate-confirmed' });
    expect(step()).toBe('select-professor');
    expect(flow.getState().result).toBeNull();
    expect(savedTask()).toBeNull();
  });
});
