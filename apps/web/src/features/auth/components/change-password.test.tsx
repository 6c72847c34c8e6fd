import { passwordChangeSchema, routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigWith, meAnswer, noCourses } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  matchRoute,
  type RecordedRequest,
  type TestResponse,
  useTestServer,
} from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';

const CURRENT_PASSWORD = 'my-old-password';
const signedIn = makeToken(claimsFor({ name: '王小明' }));
const renewed = makeToken({ ...claimsFor({ name: '王小明' }), jti: 'renewed-jti' });
const unauthorized = { status: 401, body: { detail: '登入已失效，請重新登入', code: 'unauthorized' } };

const server = useTestServer();
/** The account's provider as GET /users/me reports it. */
let provider: 'local' | 'oidc';
/** Answers PUT /users/me/password in place of the server's own checks, when set. */
let refusal: TestResponse | null;
/** Tokens the server has ended: each is answered 401 from then on. */
let ended: Set<string>;

const bearer = (request: RecordedRequest) => request.headers.authorization?.replace(/^Bearer /, '') ?? '';

/** PUT /users/me/password as the server answers it: the body checked by the contract, the current password. */
function changePassword(request: RecordedRequest): TestResponse {
  if (refusal) return refusal;
  const change = passwordChangeSchema.parse(JSON.parse(request.body));
  if (change.current_password !== CURRENT_PASSWORD) {
    return { status: 400, body: { detail: '目前的密碼不正確', code: 'wrong_password' } };
  }
  ended.add(bearer(request));
  return { status: 200, body: { access_token: renewed, token_type: 'bearer' } };
}

beforeEach(async () => {
  provider = 'local';
  refusal = null;
  ended = new Set();
  await server.start((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (ended.has(bearer(request))) return unauthorized;
    if (matchRoute(routes.users.me, request)) return meAnswer(request, { auth_provider: provider });
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: noCourses };
    if (matchRoute(routes.users.changeOwnPassword, request)) return changePassword(request);
    return { status: 404, body: { detail: '找不到此 API 路徑', code: 'not_found' } };
  });
  window.umami = { track: vi.fn() };
});

afterEach(() => {
  delete window.umami;
});

/** Signed in at /archive, with 變更密碼 chosen from the user's own menu; answers the dialog. */
async function openFromMenu() {
  const app = renderApp('/archive', { token: signedIn });
  await userEvent.click(await screen.findByRole('button', { name: '王小明' }));
  // happy-dom has no layout, so Mantine keeps its positioned dropdown hidden; the item is still there to choose.
  await userEvent.click(await screen.findByRole('menuitem', { name: '變更密碼', hidden: true }));
  return { app, dialog: await screen.findByRole('dialog', { name: '變更密碼' }) };
}

async function submit(dialog: HTMLElement, current: string, fresh: string) {
  const field = (label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  await userEvent.type(field('目前的密碼'), current);
  await userEvent.type(field('新密碼'), fresh);
  await userEvent.type(field('確認新密碼'), fresh);
  await userEvent.click(within(dialog).getByRole('button', { name: '變更密碼' }));
}

describe('變更密碼', () => {
  it('changes the password and goes on signed in here with the fresh token', async () => {
    const { app, dialog } = await openFromMenu();

    await submit(dialog, CURRENT_PASSWORD, 'my-new-password');

    expect(await screen.findByText('其他裝置已登出，這個裝置維持登入')).toBeTruthy();
    expect(screen.getByText('已變更密碼')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '變更密碼' })).toBeNull());
    const [request] = server.callsTo(routes.users.changeOwnPassword);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      current_password: CURRENT_PASSWORD,
      new_password: 'my-new-password',
    });
    expect(request?.headers.authorization).toBe(`Bearer ${signedIn}`);
    expect(request?.headers['x-xsrf-token']).toBe(server.xsrfToken);
    expect(sessionStorage.getItem('authToken')).toBe(renewed);
    expect(window.umami?.track).toHaveBeenCalledWith('password-change', undefined);

    // The server refuses the old token now: the next check of the session carries the fresh one and passes.
    await app.router.invalidate();
    expect(server.callsTo(routes.users.me).at(-1)?.headers.authorization).toBe(`Bearer ${renewed}`);
    expect(app.pathname()).toBe('/archive');
    expect(screen.getByRole('button', { name: '王小明' })).toBeTruthy();
  });

  it('shows a wrong current password under its field and keeps the dialog open', async () => {
    const { dialog } = await openFromMenu();

    await submit(dialog, 'not-my-password', 'my-new-password');

    expect(await within(dialog).findByText('目前的密碼不正確')).toBeTruthy();
    const current = within(dialog).getByLabelText(/^目前的密碼/, { selector: 'input' });
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(sessionStorage.getItem('authToken')).toBe(signedIn);
  });

  it('checks the fields before asking the server', async () => {
    const { dialog } = await openFromMenu();
    const field = (label: string) =>
      within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await userEvent.type(field('目前的密碼'), CURRENT_PASSWORD);
    await userEvent.type(field('新密碼'), 'my-new-password');
    await userEvent.type(field('確認新密碼'), 'my-new-passwort');
    await userEvent.click(within(dialog).getByRole('button', { name: '變更密碼' }));

    expect(await within(dialog).findByText('兩次輸入的密碼不一致')).toBeTruthy();
    expect(server.callsTo(routes.users.changeOwnPassword)).toHaveLength(0);
  });

  it('says the server’s word in a toast for other refusals, such as too many wrong guesses', async () => {
    refusal = {
      status: 429,
      body: { detail: '登入失敗次數過多，請 8 秒後再試', code: 'too_many_attempts' },
      headers: { 'Retry-After': '8' },
    };
    const { dialog } = await openFromMenu();

    await submit(dialog, CURRENT_PASSWORD, 'my-new-password');

    expect(await screen.findByText('變更密碼失敗')).toBeTruthy();
    expect(screen.getByText('登入失敗次數過多，請 8 秒後再試')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '變更密碼' })).toBeTruthy();
  });

  it('is not offered to a single sign-on account', async () => {
    provider = 'oidc';
    renderApp('/archive', { token: signedIn });
    await waitFor(() => expect(server.callsTo(routes.users.me)).not.toHaveLength(0));
    await userEvent.click(await screen.findByRole('button', { name: '王小明' }));
    expect(await screen.findByRole('menuitem', { name: '登出所有裝置', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '變更密碼', hidden: true })).toBeNull();
  });
});
