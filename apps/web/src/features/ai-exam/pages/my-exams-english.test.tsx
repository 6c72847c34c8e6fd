import { routes } from '@pastexam/api-contract';
import { selfUser } from '@pastexam/ui/admin/fixtures';
import { completeTask } from '@pastexam/ui/ai-exam/my-exams/fixtures';
import { loadLocale } from '@pastexam/ui/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appConfigWith } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { createMyExamsApi } from '../testing/my-exams-api.ts';
import { toasts } from '../testing/render-dialog.tsx';

let server: TestServer;
let api: ReturnType<typeof createMyExamsApi>;

beforeAll(() => loadLocale('en'));
beforeEach(async () => {
  api = createMyExamsApi();
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return { status: 200, body: { ...selfUser, is_admin: false } };
    return api.handle(request) ?? { status: 404, body: { detail: 'not found', code: 'not_found' } };
  });
});
afterEach(() => server.close());

const token = makeToken(claimsFor({ name: '王小明' }));

describe('My mock exams in English', () => {
  it('lists the exams in English and deletes one with an English confirmation and toast', async () => {
    renderApp('/exams', { token, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My mock exams' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'My mock exams' });
    expect(within(list).getByRole('button', { name: `Open “${completeTask.title}”` })).toBeTruthy();
    await userEvent.click(
      within(list).getByRole('button', { name: `More actions for “${completeTask.title}”` }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete mock exam' });
    expect(within(confirm).getByText(new RegExp(`^Delete “${completeTask.title}”\\?`))).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toContain('Deleted / The mock exam has been deleted.'));
  });

  it('shows an exam’s page in English, its refusals titled in English', async () => {
    renderApp(`/exams/${completeTask.task_id}`, { token, locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: completeTask.title });
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More actions' })).toBeTruthy();
    api.options.refuseMarks = true;
    const first = within(screen.getByRole('group', { name: 'How well you know Question 1' }));
    await userEvent.click(first.getByRole('button', { name: 'Know it' }));
    await waitFor(() =>
      expect(toasts().some((toast) => toast.startsWith('Couldn’t save your mark / '))).toBe(true),
    );
  });

  it('says in English that an exam is not there', async () => {
    renderApp('/exams/no-such-task', { token, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Mock exam not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My mock exams' })).toBeTruthy();
  });
});
