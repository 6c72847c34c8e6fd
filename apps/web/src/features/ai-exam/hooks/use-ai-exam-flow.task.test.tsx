import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { ok, task, withAiExamServer } from '../testing/ai-exam-server.ts';
import { advance, stopClock, until } from '../testing/clock.ts';
import {
  chooseArchives,
  combobox,
  open,
  openButton,
  pick,
  renderDialog,
  savedTask,
  saveTask,
  shown,
  startGeneration,
  toasts,
} from '../testing/render-dialog.tsx';

/** Generating, following and resuming a task, and what the result offers, against the loopback server. */
const api = withAiExamServer();

describe('generating', () => {
  it('saves the task, asks its status every 5 seconds and shows the result with a toast and an event', async () => {
    api.answers.tasks.set('task-9', ok(task('task-9', 'pending')));
    const dialog = await chooseArchives('考古題 2', '考古題 1');
    const startedAt = await startGeneration(dialog);
    expect(JSON.parse(api.requests('ai-exam/generate')[0]?.body ?? '{}')).toEqual({ archive_ids: [2, 1] });
    const { timestamp, ...saved } = JSON.parse(savedTask() ?? '{}');
    expect(saved).toEqual({
      taskId: 'task-9',
      displayInfo: { course_name: '資料結構', professor: '王教授' },
    });
    expect(timestamp).toBeGreaterThanOrEqual(startedAt);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
    expect(within(dialog).getByText('AI 正在分析考古題並生成模擬試題...')).toBeTruthy();
    // The server accepted the task at some moment between the click and now (waiting moved the clock a little).
    const acceptedBy = Date.now();
    await advance(startedAt + 4999 - Date.now());
    expect(api.requests('ai-exam/task/task-9')).toHaveLength(0);
    await advance(acceptedBy + 5000 - Date.now());
    expect(api.requests('ai-exam/task/task-9')).toHaveLength(1);
    api.answers.tasks.set('task-9', ok(task('task-9', 'in_progress')));
    await advance(5000);
    expect(within(dialog).getByText('AI 正在分析考古題並生成模擬試題...')).toBeTruthy();
    api.answers.tasks.set('task-9', ok(task('task-9', 'complete', '第一題（10 分）')));
    await advance(5000);
    await until(() => expect(within(dialog).getByText('第一題（10 分）')).toBeTruthy());
    expect(api.requests('ai-exam/task/task-9')).toHaveLength(3);
    // The toast stack's code arrives with the first toast.
    await until(() => expect(toasts()).toEqual(['生成成功 / 模擬試題已成功生成']));
    expect(window.umami?.track).toHaveBeenCalledWith('generate-ai-exam', {
      category: 'sophomore',
      courseName: '資料結構',
      professor: '王教授',
      archivesUsed: 1,
    });
    await advance(20_000);
    expect(api.requests('ai-exam/task/task-9')).toHaveLength(3);
  });

  it.each([
    ['failed', task('task-9', 'failed')],
    ['not_found', task('task-9', 'not_found')],
    ['complete without text', task('task-9', 'complete', '')],
  ])('a %s task goes to the error step and forgets the saved task', async (_, answer) => {
    api.answers.tasks.set('task-9', ok(answer));
    const dialog = await chooseArchives('考古題 1');
    await startGeneration(dialog);
    await advance(5000);
    await until(() => expect(within(dialog).getByRole('button', { name: '重試' })).toBeTruthy());
    expect(within(dialog).getByText('生成失敗，請稍後再試')).toBeTruthy();
    await until(() => expect(toasts()).toEqual(['生成失敗 / 生成失敗，請稍後再試']));
    expect(savedTask()).toBeNull();
  });

  it('a failed status request goes to the error step with 查詢失敗 and keeps the task to resume', async () => {
    api.answers.tasks.set('task-9', refusal('internal_error'));
    const dialog = await chooseArchives('考古題 1');
    await startGeneration(dialog);
    await until(() => expect(toasts()).toEqual(['查詢失敗 / 服務暫時無法使用，請稍後再試']), 500);
    expect(within(dialog).getByRole('button', { name: '重試' })).toBeTruthy();
    expect(savedTask()).toContain('task-9');
    fireEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
    api.answers.tasks.set('task-9', ok(task('task-9', 'in_progress')));
    fireEvent.click(openButton());
    await until(() => expect(within(shown()).getByText('AI 正在分析考古題並生成模擬試題...')).toBeTruthy());
    expect(within(shown()).getByText('資料結構 - 王教授')).toBeTruthy();
  });

  it('a conflict warns of the task in progress and keeps the choice', async () => {
    api.answers.generate = refusal('task_conflict');
    const dialog = await chooseArchives('考古題 1', '考古題 3');
    await userEvent.click(within(dialog).getByRole('button', { name: '開始生成' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['任務衝突 / 您已有一個進行中的任務，請等待完成後再提交新任務']),
    );
    expect(within(dialog).getByText('（已選擇 2/3）')).toBeTruthy();
  });

  it('any other refusal goes to the error step with 提交失敗, and 重試 goes back to choosing', async () => {
    api.answers.generate = refusal('exam_archive_not_found');
    const dialog = await chooseArchives('考古題 1');
    await userEvent.click(within(dialog).getByRole('button', { name: '開始生成' }));
    expect(await within(dialog).findByText('提交失敗，請稍後再試')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '重試' }));
    expect(combobox(dialog, '課程分類').value).toBe('大二課程');
  });
});

describe('closing and coming back', () => {
  it('closing stops polling; reopening resumes the saved task and reaches the result', async () => {
    api.answers.tasks.set('task-9', ok(task('task-9', 'pending')));
    const dialog = await chooseArchives('考古題 1');
    await startGeneration(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
    await advance(30_000);
    expect(api.requests('ai-exam/task/task-9')).toHaveLength(0);
    fireEvent.click(openButton());
    await until(() => expect(api.requests('ai-exam/task/task-9')).toHaveLength(1));
    await until(() => expect(within(shown()).getByText('AI 正在分析考古題並生成模擬試題...')).toBeTruthy());
    api.answers.tasks.set('task-9', ok(task('task-9', 'complete', '模擬試題')));
    await advance(5000);
    await until(() => expect(within(shown()).getByText('模擬試題')).toBeTruthy());
  });

  it('a fresh page with a saved task resumes it with its course and professor, without a toast', async () => {
    saveTask('old', '作業系統', '林教授');
    api.answers.tasks.set('old', ok(task('old', 'complete', '內容')));
    renderDialog();
    const dialog = await open();
    expect(await within(dialog).findByText('內容')).toBeTruthy();
    expect(within(dialog).getByText('作業系統 - 林教授')).toBeTruthy();
    expect(toasts()).toEqual([]);
  });

  it.each([
    [
      'a failed task',
      JSON.stringify({ taskId: 'gone', displayInfo: { course_name: 'a', professor: 'b' }, timestamp: 1 }),
    ],
    ['an unreadable entry', '{not json'],
    ['an entry of the wrong shape', JSON.stringify({ taskId: 5 })],
  ])('%s in storage is forgotten and the choice shown', async (_, stored) => {
    localStorage.setItem(storageKeys.aiExamCurrentTask, stored);
    api.answers.tasks.set('gone', ok(task('gone', 'failed')));
    renderDialog();
    const dialog = await open();
    expect(await within(dialog).findByRole('combobox', { name: '課程分類' })).toBeTruthy();
    expect(savedTask()).toBeNull();
  });

  it('forgets the choice 300 ms after closing in a selection step, unless it reopened first', async () => {
    renderDialog();
    const dialog = await open();
    await pick(dialog, '課程分類', '大二課程');
    await pick(dialog, '課程名稱', '資料結構');
    stopClock();
    fireEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
    await advance(299);
    fireEvent.click(openButton());
    await until(() => expect(combobox(shown(), '課程名稱').value).toBe('資料結構'));
    fireEvent.click(within(shown()).getByRole('button', { name: '關閉' }));
    await advance(300);
    fireEvent.click(openButton());
    await until(() => expect(combobox(shown(), '課程分類').value).toBe(''));
  });

  it('keeps a result after closing: the reset is only for a selection step', async () => {
    api.answers.tasks.set('task-9', ok(task('task-9', 'complete', '內容')));
    const dialog = await chooseArchives('考古題 1');
    await startGeneration(dialog);
    await advance(5000);
    await until(() => expect(within(dialog).getByText('內容')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
    await advance(1000);
    fireEvent.click(openButton());
    await until(() => expect(within(shown()).getByText('內容')).toBeTruthy());
    vi.useRealTimers();
    const reopened = shown();
    await userEvent.click(within(reopened).getByRole('button', { name: '重新生成' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '確認重新生成' })).getByRole('button', {
        name: '確定',
      }),
    );
    await waitFor(() => expect(combobox(reopened, '課程名稱').value).toBe('資料結構'));
    expect(combobox(reopened, '教授').value).toBe('王教授');
    expect(savedTask()).toBeNull();
  });
});

describe('the result', () => {
  async function reachResult() {
    saveTask('done');
    api.answers.tasks.set('done', ok(task('done', 'complete', '第一題')));
    renderDialog();
    const dialog = await open();
    await within(dialog).findByText('第一題');
    return dialog;
  }

  it('copies the text with a toast, and says so when the clipboard refuses', async () => {
    const dialog = await reachResult();
    await userEvent.click(within(dialog).getByRole('button', { name: '複製' }));
    await waitFor(() => expect(toasts()).toEqual(['複製成功 / 內容已複製到剪貼簿']));
    expect(await navigator.clipboard.readText()).toBe('第一題');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await userEvent.click(within(dialog).getByRole('button', { name: '複製' }));
    await waitFor(() => expect(toasts()).toContain('複製失敗 / 無法複製到剪貼簿'));
  });

  it('downloads a TXT named for course and professor', async () => {
    const files: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      if (blob instanceof Blob) blobs.set(url, blob);
      return url;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) files.push({ name: this.download, blob });
    });
    const dialog = await reachResult();
    await userEvent.click(within(dialog).getByRole('button', { name: '下載 TXT' }));
    expect(files.map((file) => file.name)).toEqual(['資料結構_王教授_模擬試題.txt']);
    expect(await files[0]?.blob.text()).toBe('第一題');
    expect(toasts()).toEqual(['下載成功 / 模擬試題已下載']);
  });
});
