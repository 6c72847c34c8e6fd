import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigWith, meAnswer } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, type TestResponse, useTestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';

const server = useTestServer();
let loginAnswer: () => TestResponse;

beforeEach(async () => {
  loginAnswer = () => ({ status: 401, body: { detail: '帳號或密碼錯誤', code: 'invalid_credentials' } });
  await server.start((request) => {
    if (matchRoute(routes.auth.appConfig, request))
      return { status: 200, body: appConfigWith({ ssoDisabledReason: '尚未設定校務單一登入' }) };
    if (matchRoute(routes.auth.login, request)) return loginAnswer();
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    return { status: 404, body: { detail: '找不到' } };
  });
  window.umami = { track: vi.fn() };
});

afterEach(() => {
  delete window.umami;
});

async function openDialog(path = '/') {
  const app = renderApp(path);
  const [topBarLogin] = await screen.findAllByRole('button', { name: '登入' });
  if (!topBarLogin) throw new Error('no 登入 button');
  await userEvent.click(topBarLogin);
  const dialog = await screen.findByRole('dialog', { name: '登入' });
  return { app, dialog };
}

async function submit(dialog: HTMLElement, account: string, password: string) {
  if (account) await userEvent.type(within(dialog).getByLabelText('帳號'), account);
  if (password) await userEvent.type(within(dialog).getByLabelText('密碼'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: '登入' }));
}

describe('login dialog', () => {
  it('refuses empty fields with a toast and makes no call', async () => {
    const { dialog } = await openDialog();
    await submit(dialog, '', '');
    expect(await screen.findByText('請輸入帳號和密碼')).toBeTruthy();
    await submit(dialog, 'student', '');
    expect(server.callsTo(routes.auth.login)).toHaveLength(0);
  });

  it('posts the form, stores the token and goes to /archive on success', async () => {
    const token = makeToken(claimsFor({ name: '王小明' }));
    loginAnswer = () => ({ status: 200, body: { access_token: token, token_type: 'bearer' } });
    const { app, dialog } = await openDialog();

    await submit(dialog, 'student', 'pa ss&word');

    await waitFor(() => expect(app.pathname()).toBe('/archive'));
    expect(sessionStorage.getItem('authToken')).toBe(token);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登入' })).toBeNull());
    expect(await screen.findByText('王小明，歡迎回來。')).toBeTruthy();
    const [request] = server.callsTo(routes.auth.login);
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      username: 'student',
      password: 'pa ss&word',
    });
    expect(request?.headers['x-xsrf-token']).toBe(server.xsrfToken);
    expect(window.umami?.track).toHaveBeenCalledWith('login', { method: 'local' });
  });

  it('leads back to the signed-in page a guest asked for, such as a course opened in a new tab', async () => {
    loginAnswer = () => ({
      status: 200,
      body: { access_token: makeToken(claimsFor({})), token_type: 'bearer' },
    });
    const { app, dialog } = await openDialog('/archive?course=3');
    expect(app.pathname()).toBe('/');

    await submit(dialog, 'student', 'secret');

    await waitFor(() => expect(app.router.state.location.href).toBe('/archive?course=3'));
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it('shows 登入失敗 / 帳號或密碼錯誤 on a failure, logs a failure event and keeps the guest home', async () => {
    const { app, dialog } = await openDialog();
    await submit(dialog, 'student', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('登入失敗')).toBeTruthy();
    expect(within(alert).getByText('帳號或密碼錯誤')).toBeTruthy();
    expect(window.umami?.track).toHaveBeenCalledWith('login-failure', { method: 'local', status: 401 });
    expect(app.pathname()).toBe('/');
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('dialog', { name: '登入' })).toBeTruthy();
  });

  it('says when to try again after too many attempts', async () => {
    loginAnswer = () => ({
      status: 429,
      body: { detail: '登入失敗次數過多，請 15 分鐘後再試', code: 'too_many_attempts' },
    });
    const { dialog } = await openDialog();
    await submit(dialog, 'student', 'wrong');
    expect(await screen.findByText('登入失敗次數過多，請 15 分鐘後再試')).toBeTruthy();
  });

  it('treats an unusable token from the server as a failed login', async () => {
    loginAnswer = () => ({ status: 200, body: { access_token: 'not-a-jwt', token_type: 'bearer' } });
    const { app, dialog } = await openDialog();
    await submit(dialog, 'student', 'secret');
    expect(await screen.findByText('帳號或密碼錯誤')).toBeTruthy();
    expect(app.pathname()).toBe('/');
  });

  it('shows the single sign-on button disabled with the reason the server gave', async () => {
    const { dialog } = await openDialog();
    const sso = within(dialog).getByRole('button', { name: '使用校務帳號登入' });
    await waitFor(() => expect(within(dialog).getByText('尚未設定校務單一登入')).toBeTruthy());
    expect(sso.hasAttribute('disabled')).toBe(true);
  });

  it('opens from the landing page too', async () => {
    renderApp('/');
    const main = await screen.findByRole('main');
    await userEvent.click(within(main).getByRole('button', { name: '登入' }));
    expect(await screen.findByRole('dialog', { name: '登入' })).toBeTruthy();
  });
});
