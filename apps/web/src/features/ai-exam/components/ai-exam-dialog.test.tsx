import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { coursesQuery } from '../../../api/shared-queries.ts';
import { refusal } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { ok, task, withAiExamServer } from '../testing/ai-exam-server.ts';
import { aiDialog, chooseProfessor, keyDialog, pick } from '../testing/render-dialog.tsx';

const api = withAiExamServer();

beforeEach(() => {
  api.answers.key = null;
  api.answers.tasks.set('task-9', ok(task('task-9', 'pending')));
});

const openButton = () => screen.findByRole('button', { name: 'AI 模擬試題' });
const answerTask = (answer: ReturnType<typeof task>) => api.answers.tasks.set('task-9', ok(answer));

async function openModal() {
  const app = renderApp('/archive', { token: makeToken(claimsFor({ name: '王小明' })) });
  await userEvent.click(await openButton());
  return app;
}

describe('AI exam dialog', () => {
  it('opens the key dialog when no key is set; a refused key gets 設定失敗, a good one leads back to the choice', async () => {
    await openModal();
    const dialog = await keyDialog();
    const field = within(dialog).getByLabelText('Google Gemini API Key');
    await userEvent.type(field, 'AIzaBad{Enter}');
    expect(await screen.findByText('請確認 API Key 是否正確')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'AIzaGood{Enter}');
    expect(await screen.findByText('API Key 測試通過並已成功設定')).toBeTruthy();
    expect(api.requests('ai-exam/api-key').filter((request) => request.method === 'PUT')).toHaveLength(2);
    expect(await within(await aiDialog()).findByRole('combobox', { name: '課程分類' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'API Key 設定' })).toBeNull());
  });

  it('closing the key dialog without a key closes the AI modal too', async () => {
    await openModal();
    await userEvent.click(within(await keyDialog()).getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('walks from category to generation, polls, and shows the result', async () => {
    api.answers.key = '0000';
    await openModal();
    const dialog = await aiDialog();
    await chooseProfessor(dialog);
    expect(await within(dialog).findByText('找到 4 份考古題')).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    expect(boxes[3]?.hasAttribute('disabled')).toBe(true);

    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '開始生成' }));
    expect(await within(dialog).findByText('AI 正在分析考古題並生成模擬試題...')).toBeTruthy();
    // The step shows as soon as 開始生成 is pressed; the task is saved once the server has answered the request.
    await waitFor(() => expect(localStorage.getItem(storageKeys.aiExamCurrentTask)).toContain('task-9'));
    const [request] = api.requests('ai-exam/generate');
    // Newest first: 考古題 4 (114), 3 (113), 2 (112).
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ archive_ids: [4, 3, 2] });

    answerTask(task('task-9', 'complete', '一、（10 分）請說明堆積。'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await within(dialog).findByText('一、（10 分）請說明堆積。')).toBeTruthy();
    expect(await screen.findByText('模擬試題已成功生成')).toBeTruthy();
    expect(window.umami?.track).toHaveBeenCalledWith('generate-ai-exam', {
      category: 'sophomore',
      courseName: '資料結構',
      professor: '王教授',
      archivesUsed: 1,
    });
  });

  it('resumes a saved task after a reload and asks before regenerating', async () => {
    api.answers.key = '0000';
    answerTask(task('task-9', 'complete', '模擬試題內容'));
    localStorage.setItem(
      storageKeys.aiExamCurrentTask,
      JSON.stringify({
        taskId: 'task-9',
        displayInfo: { course_name: '資料結構', professor: '王教授' },
        timestamp: 1,
      }),
    );
    await openModal();
    const dialog = await aiDialog();
    expect(await within(dialog).findByText('模擬試題內容')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新生成' }));
    const confirmDialog = await screen.findByRole('dialog', { name: '確認重新生成' });
    // It says where the exam will still be found.
    expect(confirmDialog.textContent).toContain('這份模擬試題會保留在「我的模擬試題」');
    await userEvent.click(within(confirmDialog).getByRole('button', { name: '取消' }));
    expect(within(dialog).getByText('模擬試題內容')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新生成' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '確認重新生成' })).getByRole('button', {
        name: '確定',
      }),
    );
    expect(await within(dialog).findByRole('combobox', { name: '課程分類' })).toBeTruthy();
    expect(localStorage.getItem(storageKeys.aiExamCurrentTask)).toBeNull();
  });

  it('a 409 shows the 任務衝突 warning', async () => {
    api.answers.key = '0000';
    api.answers.generate = refusal('task_conflict');
    await openModal();
    const dialog = await aiDialog();
    await chooseProfessor(dialog);
    const [first] = await within(dialog).findAllByRole('checkbox');
    if (!first) throw new Error('no archive');
    await userEvent.click(first);
    await userEvent.click(within(dialog).getByRole('button', { name: '開始生成' }));
    expect(await screen.findByText('您已有一個進行中的任務，請等待完成後再提交新任務')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '開始生成' })).toBeTruthy();
  });

  it('reads the course list the archive page already loaded: no second GET /courses', async () => {
    api.answers.key = '0000';
    const app = renderApp('/archive', { token: makeToken(claimsFor({ name: '王小明' })) });
    // The list as the archive page holds it: fetched through the app's own client and cache.
    await app.queryClient.fetchQuery(coursesQuery(app.api));
    await window.happyDOM?.waitUntilComplete();
    const fetched = api.requests('courses').length;
    await userEvent.click(await openButton());
    const dialog = await aiDialog();
    await pick(dialog, '課程分類', '大二課程');
    expect(await screen.findByRole('option', { name: '資料結構', hidden: true })).toBeTruthy();
    await window.happyDOM?.waitUntilComplete();
    expect(api.requests('courses')).toHaveLength(fetched);
  });
});
