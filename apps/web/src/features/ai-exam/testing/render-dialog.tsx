import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { UiProvider } from '@pastexam/ui/theme';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ServicesProvider } from '../../../lib/services.tsx';
import { createAuthStore } from '../../../lib/session.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { AiExamDialog } from '../components/ai-exam-dialog.tsx';
import type { AiExamLinks } from '../hooks/use-ai-exam-flow.ts';
import { stopClock, until } from './clock.ts';

/** Where the modal led out of itself, as the app would have navigated. */
const links = {
  onOpenSource: vi.fn<AiExamLinks['onOpenSource']>(),
  onOpenExam: vi.fn<AiExamLinks['onOpenExam']>(),
};

/** The app shell's part: a button that opens the modal, which asks to be closed through `onClose`. */
function Shell() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        AI 模擬試題
      </button>
      <AiExamDialog opened={opened} onClose={() => setOpened(false)} {...links} />
    </>
  );
}

/**
 * Renders the AI exam dialog as the app does for a signed-in user: the real HTTP client and query cache,
 * against the test server started first. Rendering again stands for a reload of the page.
 */
export function renderDialog() {
  sessionStorage.setItem('authToken', makeToken(claimsFor({ name: '王小明' })));
  const auth = createAuthStore(sessionStorage);
  const api = createApiClient({ prefix: '/api', auth });
  const queryClient = createQueryClient(auth);
  const view = render(
    <UiProvider env="test">
      <ServicesProvider services={{ api, auth, queryClient }}>
        <Shell />
      </ServicesProvider>
    </UiProvider>,
  );
  links.onOpenSource.mockClear();
  links.onOpenExam.mockClear();
  return { ...view, api, queryClient, links };
}

/** The toasts on screen at the bottom right, each as `title / message`. */
export function toasts(): string[] {
  const area = document.querySelector('[data-position="bottom-right"]');
  return [...(area?.querySelectorAll('[role="alert"], [role="status"]') ?? [])].map((toast) => {
    const part = (name: string) => toast.querySelector(`.mantine-Notification-${name}`)?.textContent;
    return `${part('title')} / ${part('description')}`;
  });
}

export const aiDialog = () => screen.findByRole('dialog', { name: 'AI 生成模擬試題' });
export const keyDialog = () => screen.findByRole('dialog', { name: 'API Key 設定' });
/** The AI modal as it is on screen now; with the clock stopped, where the find queries would wait forever. */
export const shown = () => screen.getByRole('dialog', { name: 'AI 生成模擬試題' });
export const openButton = () => screen.getByRole('button', { name: 'AI 模擬試題' });
export const savedTask = () => localStorage.getItem(storageKeys.aiExamCurrentTask);

export function saveTask(taskId: string, course_name = '資料結構', professor = '王教授') {
  localStorage.setItem(
    storageKeys.aiExamCurrentTask,
    JSON.stringify({ taskId, displayInfo: { course_name, professor }, timestamp: 1 }),
  );
}

export const combobox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole<HTMLInputElement>('combobox', { name });

function optionsOf(dialog: HTMLElement, name: string, selector: string): string[] {
  const listbox = document.getElementById(combobox(dialog, name).getAttribute('aria-controls') ?? '');
  return [...(listbox?.querySelectorAll(selector) ?? [])].map((option) => option.textContent);
}

/** The options a select offers, in order. */
export const options = (dialog: HTMLElement, name: string) => optionsOf(dialog, name, '[role="option"]');

/** The options a select lists but will not take. */
export const disabledOptions = (dialog: HTMLElement, name: string) =>
  optionsOf(dialog, name, '[role="option"][aria-disabled="true"]');

export async function open() {
  await userEvent.click(openButton());
  return aiDialog();
}

export async function pick(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(combobox(dialog, label));
  // happy-dom has no layout, so Mantine keeps its positioned dropdown hidden; the option is still there to choose.
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Picks 大二課程 › 資料結構 › `professor` and presses 下一步. */
export async function chooseProfessor(dialog: HTMLElement, professor = '王教授') {
  await pick(dialog, '課程分類', '大二課程');
  await pick(dialog, '課程名稱', '資料結構');
  await waitFor(() => expect(combobox(dialog, '教授').disabled).toBe(false));
  await pick(dialog, '教授', professor);
  await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
}

/** Renders, opens, chooses 資料結構 / 王教授 and ticks the archives `names`, under the real clock. */
export async function chooseArchives(...names: string[]) {
  renderDialog();
  const dialog = await open();
  await chooseProfessor(dialog);
  for (const name of names) await userEvent.click(await within(dialog).findByRole('checkbox', { name }));
  return dialog;
}

/** Stops the clock, presses 開始生成 and waits until task-9 is saved; returns the time of the click. */
export async function startGeneration(dialog: HTMLElement) {
  stopClock();
  const startedAt = Date.now();
  fireEvent.click(within(dialog).getByRole('button', { name: '開始生成' }));
  await until(() => expect(savedTask()).toContain('task-9'));
  // What the page does with the answer (following the task) is done before the clock moves on.
  await act(async () => {});
  return startedAt;
}
