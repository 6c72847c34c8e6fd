import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { selfUser } from '@pastexam/ui/admin/fixtures';
import { completeTask, failedTask } from '@pastexam/ui/ai-exam/my-exams/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appConfigWith } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { createMyExamsApi } from '../testing/my-exams-api.ts';
import { toasts } from '../testing/render-dialog.tsx';

let server: TestServer;
let api: ReturnType<typeof createMyExamsApi>;

beforeEach(async () => {
  api = createMyExamsApi();
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return { status: 200, body: { ...selfUser, is_admin: false } };
    return api.handle(request) ?? { status: 404, body: { detail: '找不到此 API 路徑', code: 'not_found' } };
  });
});
afterEach(() => server.close());

const token = makeToken(claimsFor({ name: '王小明' }));
const list = () => screen.findByRole('list', { name: '我的模擬試題' });
const row = async (title: string) =>
  within(await list())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(title)) ?? null;
const markButton = (question: number, label: '會' | '不會') =>
  within(screen.getByRole('group', { name: `第 ${question} 題的掌握程度` })).getByRole('button', {
    name: label,
  });

async function openMenuItem(title: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: `「${title}」的更多動作` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
}

describe('我的模擬試題', () => {
  it('lists the exams with their status, and opens a finished one on its own page', async () => {
    const app = renderApp('/exams', { token });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(3);
    const texts = within(await list())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts.some((text) => text?.includes(failedTask.error ?? '-') && text.includes('重試'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: `開啟「${completeTask.title}」` }));
    await waitFor(() => expect(app.pathname()).toBe(`/exams/${completeTask.task_id}`));
    expect(await screen.findByRole('heading', { level: 1, name: completeTask.title })).toBeTruthy();
    // The exam itself: its questions, answers hidden until asked for.
    expect((await screen.findAllByRole('button', { name: '顯示解答' })).length).toBeGreaterThan(0);
  });

  it('asks before deleting; confirmed, the exam leaves the list', async () => {
    renderApp('/exams', { token });
    await openMenuItem(completeTask.title, '刪除');
    const confirm = await screen.findByRole('dialog', { name: '刪除模擬試題' });
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(server.callsTo(routes.aiExam.deleteTask, { id: completeTask.task_id })).toHaveLength(0);

    await openMenuItem(completeTask.title, '刪除');
    const again = await screen.findByRole('dialog', { name: '刪除模擬試題' });
    await userEvent.click(within(again).getByRole('button', { name: '刪除' }));
    await waitFor(() => expect(toasts()).toContain('已刪除 / 模擬試題已刪除'));
    await waitFor(async () => expect(await row(completeTask.title)).toBeNull());
  });

  it('renames an exam, refusing an empty name without asking the server', async () => {
    renderApp('/exams', { token });
    await openMenuItem(completeTask.title, '重新命名');
    const dialog = await screen.findByRole('dialog', { name: '重新命名' });
    const field = within(dialog).getByRole('textbox', { name: '名稱' });
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await within(dialog).findByText('請輸入名稱')).toBeTruthy();
    expect(server.callsTo(routes.aiExam.updateTask, { id: completeTask.task_id })).toHaveLength(0);

    await userEvent.type(field, '期末衝刺卷');
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(async () => expect(await row('期末衝刺卷')).not.toBeNull());
    expect(api.titles()).toContain('期末衝刺卷');
  });

  it('retries a failed exam from the same archives, and the AI modal follows the new one', async () => {
    renderApp('/exams', { token });
    await userEvent.click(await screen.findByRole('button', { name: `重試「${failedTask.title}」` }));
    await waitFor(() => expect(toasts().some((toast) => toast.startsWith('開始生成'))).toBe(true));
    const [sent] = server.callsTo(routes.aiExam.generate);
    expect(JSON.parse(sent?.body ?? '{}').archive_ids).toEqual(
      failedTask.archives_used.map((archive) => archive.id),
    );
    expect(JSON.parse(localStorage.getItem(storageKeys.aiExamCurrentTask) ?? '{}').taskId).toBe('task-new');
  });
});

describe("an exam's page", () => {
  it('shows a mark at once, keeps it, and puts back one the server refuses', async () => {
    renderApp(`/exams/${completeTask.task_id}`, { token });
    await screen.findByRole('heading', { level: 1, name: completeTask.title });
    await userEvent.click(markButton(1, '會'));
    expect(markButton(1, '會').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(server.callsTo(routes.aiExam.updateTask, { id: completeTask.task_id })).toHaveLength(1),
    );
    const [sent] = server.callsTo(routes.aiExam.updateTask, { id: completeTask.task_id });
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ marks: { '0-0': 'known' } });

    api.options.refuseMarks = true;
    await userEvent.click(markButton(2, '不會'));
    await waitFor(() => expect(toasts()).toContain('標記失敗 / 找不到要標記的題目，試卷可能尚未完成'));
    expect(markButton(2, '不會').getAttribute('aria-pressed')).toBe('false');
    expect(markButton(1, '會').getAttribute('aria-pressed')).toBe('true');
  });

  it('says so for an exam that is not there', async () => {
    renderApp('/exams/no-such-task', { token });
    expect(await screen.findByRole('heading', { name: '找不到這份模擬試題' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到我的模擬試題' })).toBeTruthy();
  });
});
