import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfigWith, meAnswer } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  matchRoute,
  startTestServer,
  type TestResponse,
  type TestServer,
} from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  delete window.umami;
});

async function signedInAtArchive(logoutAnswer: TestResponse, logoutAllAnswer = logoutAnswer) {
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.logout, request)) return logoutAnswer;
    if (matchRoute(routes.auth.logoutAll, request)) return logoutAllAnswer;
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    return { status: 200, body: appConfigWith() };
  });
  const token = makeToken(claimsFor({ name: '王小明' }));
  localStorage.setItem('selectedSubject', '12');
  localStorage.setItem('adminCurrentTab', 'users');
  localStorage.setItem('aiExamCurrentTask', JSON.stringify({ taskId: 't1' }));
  localStorage.setItem('theme-preference', 'light');
  window.umami = { track: vi.fn() };
  const app = renderApp('/archive', { token });
  await screen.findByRole('heading', { name: '考古題' });
  return { app, token };
}

function expectSignedOutLocally() {
  expect(sessionStorage.getItem('authToken')).toBeNull();
  expect(localStorage.getItem('selectedSubject')).toBeNull();
  expect(localStorage.getItem('adminCurrentTab')).toBeNull();
  expect(localStorage.getItem('aiExamCurrentTask')).toBeNull();
  // Not per-user: the theme stays.
  expect(localStorage.getItem('theme-preference')).toBe('light');
}

describe('logout', () => {
  it('revokes the token on the server, clears the session and the per-user keys, and goes home', async () => {
    const { app, token } = await signedInAtArchive({ status: 200, body: { ok: true } });

    await userEvent.click(screen.getByRole('button', { name: '登出' }));

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expectSignedOutLocally();
    const [request] = server?.callsTo(routes.auth.logout) ?? [];
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.headers['x-xsrf-token']).toBe(server?.xsrfToken);
    expect(window.umami?.track).toHaveBeenCalledWith('logout', undefined);
    expect(screen.queryByText('王小明')).toBeNull();
  });

  it('completes locally when the server call fails', async () => {
    const { app } = await signedInAtArchive({ status: 500, body: { detail: '伺服器錯誤' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await userEvent.click(screen.getByRole('button', { name: '登出' }));

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expectSignedOutLocally();
    expect(server?.callsTo(routes.auth.logout)).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('completes locally when the server cannot be reached', async () => {
    const { app } = await signedInAtArchive({ status: 200, body: { ok: true } });
    await server?.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await userEvent.click(screen.getByRole('button', { name: '登出' }));

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expectSignedOutLocally();
    warn.mockRestore();
  });
});

/** 登出所有裝置 from the user's own menu in the top bar, answering its confirmation with `answer`. */
async function logoutAllFromMenu(answer: '取消' | '登出所有裝置') {
  await userEvent.click(screen.getByRole('button', { name: '王小明' }));
  // happy-dom has no layout, so Mantine keeps its positioned dropdown hidden; the item is still there to choose.
  await userEvent.click(await screen.findByRole('menuitem', { name: '登出所有裝置', hidden: true }));
  const confirm = await screen.findByRole('dialog', { name: '登出所有裝置' });
  expect(confirm.textContent).toContain('包括這一個');
  await userEvent.click(within(confirm).getByRole('button', { name: answer }));
}

describe('登出所有裝置', () => {
  it('asks first, ends every session on the server, then signs out here and goes home', async () => {
    const { app, token } = await signedInAtArchive({ status: 200, body: { ok: true } });

    await logoutAllFromMenu('登出所有裝置');

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('selectedSubject')).toBeNull();
    const [request] = server?.callsTo(routes.auth.logoutAll) ?? [];
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.headers['x-xsrf-token']).toBe(server?.xsrfToken);
    expect(window.umami?.track).toHaveBeenCalledWith('logout-all', undefined);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { app } = await signedInAtArchive({ status: 200, body: { ok: true } });

    await logoutAllFromMenu('取消');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登出所有裝置' })).toBeNull());
    expect(server?.callsTo(routes.auth.logoutAll)).toHaveLength(0);
    expect(app.pathname()).toBe('/archive');
    expect(sessionStorage.getItem('authToken')).not.toBeNull();
  });

  it('stays signed in and says so when the server could not end the other sessions', async () => {
    const { app } = await signedInAtArchive({
      status: 500,
      body: { detail: '伺服器發生錯誤，請稍後再試', code: 'internal_error' },
    });

    await logoutAllFromMenu('登出所有裝置');

    expect(await screen.findByText('登出所有裝置失敗')).toBeTruthy();
    expect(app.pathname()).toBe('/archive');
    expect(sessionStorage.getItem('authToken')).not.toBeNull();
  });
});
