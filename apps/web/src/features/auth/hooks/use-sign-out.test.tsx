import { routes } from '@pastexam/api-contract';
import { screen, waitFor } from '@testing-library/react';
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

async function signedInAtArchive(logoutAnswer: TestResponse) {
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.logout, request)) return logoutAnswer;
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
