import { storageKeys, type Task } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { startTestServer, type TestResponse, type TestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { archive, courses, task } from '../flow/flow-fixtures.ts';

let server: TestServer;
let hasKey: boolean;
let generateAnswer: TestResponse;
let taskAnswer: Task;

beforeEach(async () => {
  hasKey = false;
  generateAnswer = { status: 200, body: { task_id: 'task-9' } };
  taskAnswer = task('task-9', 'pending');
  server = await startTestServer(({ method, path, body }) => {
    if (path === '/api/auth/config')
      return {
        status: 200,
        body: { sso_enabled: false, sso_disabled_reason: null, upload_max_bytes: 10 * 1024 * 1024 },
      };
    if (path === '/api/courses') return { status: 200, body: courses };
    if (path === '/api/courses/11/archives') {
      return {
        status: 200,
        body: [archive(1), archive(2, { archive_type: 'final' }), archive(3), archive(4)],
      };
    }
    if (path === '/api/ai-exam/api-key' && method === 'GET') {
      return { status: 200, body: { has_api_key: hasKey, api_key_masked: hasKey ? '****0000' : null } };
    }
    if (path === '/api/ai-exam/api-key' && method === 'PUT') {
      const key: unknown = JSON.parse(body).gemini_api_key;
      if (key === 'AIzaBad')
        return { status: 400, body: { detail: 'API Key 無效', code: 'invalid_api_key' } };
      hasKey = key !== '';
      return { status: 200, body: { has_api_key: hasKey, api_key_masked: hasKey ? '****0000' : null } };
    }
    if (path === '/api/ai-exam/generate') return generateAnswer;
    if (path === '/api/ai-exam/task/task-9') return { status: 200, body: taskAnswer };
    return { status: 404, body: { detail: '找不到' } };
  });
  window.umami = { track: vi.fn() };
});

afterEach(async () => {
  vi.useRealTimers();
  await server.close();
  delete window.umami;
});

async function openModal() {
  renderApp('/archive', { token: makeToken(claimsFor({ name: '王小明' })) });
  await userEvent.click(await screen.findByRole('button', { name: 'AI 模擬試題' }));
}

const aiDialog = () => screen.findByRole('dialog', { name: 'AI 生成模擬試題' });

async function pick(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  // happy-dom has no layout, so Mantine keeps its positioned dropdown hidden; the option is still there to choose.
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Picks 大二課程 › 資料結構 › 王教授 and goes on to the archive list. */
async function chooseProfessor(dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: '課程分類' })).toBeTruthy());
  await pick(dialog, '課程分類', '大二課程');
  await pick(dialog, '課程名稱', '資料結構');
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: '教授' }).hasAttribute('disabled')).toBe(false),
  );
  await pick(dialog, '教授', '王教授');
  await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
}

describe('AI exam dialog', () => {
  it('opens the key dialog when no key is set; a refused key gets 設定失敗, a good one is saved', async () => {
    await openModal();
    const keyDialog = await screen.findByRole('dialog', { name: 'API Key 設定' });
    const field = within(keyDialog).getByLabelText('Google Gemini API Key');
    await userEvent.type(field, 'AIzaBad{Enter}');
    expect(await screen.findByText('請確認 API Key 是否正確')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'AIzaGood{Enter}');
    expect(await within(keyDialog).findByText('已設定：****0000')).toBeTruthy();
    expect(server.requestsTo('ai-exam/api-key').filter((request) => request.method === 'PUT')).toHaveLength(
      2,
    );
    await userEvent.click(within(keyDialog).getByRole('button', { name: '關閉' }));
    expect(await aiDialog()).toBeTruthy();
  });

  it('closing the key dialog without a key closes the AI modal too', async () => {
    await openModal();
    const keyDialog = await screen.findByRole('dialog', { name: 'API Key 設定' });
    await userEvent.click(within(keyDialog).getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('walks from category to generation, polls, and shows the result', async () => {
    hasKey = true;
    await openModal();
    const dialog = await aiDialog();
    await chooseProfessor(dialog);
    expect(await within(dialog).findByText('找到 4 份考古題')).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    expect(boxes[3]?.hasAttribute('disabled')).toBe(true);

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.click(within(dialog).getByRole('button', { name: '開始生成' }));
    expect(await within(dialog).findByText('AI 正在分析考古題並生成模擬試題...')).toBeTruthy();
    // The step shows as soon as 開始生成 is pressed; the task is saved once the server has answered the request.
    await waitFor(() => expect(localStorage.getItem(storageKeys.aiExamCurrentTask)).toContain('task-9'));
    const [request] = server.requestsTo('ai-exam/generate');
    // Newest first: 考古題 4 (114), 3 (113), 2 (112).
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ archive_ids: [4, 3, 2] });

    taskAnswer = task('task-9', 'complete', '一、（10 分）請說明堆積。');
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
    hasKey = true;
    taskAnswer = task('task-9', 'complete', '模擬試題內容');
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
    // It warns that the exam will be gone and asks for a download first.
    expect(confirmDialog.textContent).toContain('現在的內容將無法再取得');
    expect(confirmDialog.textContent).toContain('請先下載');
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
    hasKey = true;
    generateAnswer = { status: 409, body: { detail: '已有進行中的任務', code: 'task_in_progress' } };
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
});
