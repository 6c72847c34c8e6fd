import { profileUpdateSchema, routes, type User } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigWith, meAnswer, noCourses, refusal } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  matchRoute,
  type RecordedRequest,
  type TestResponse,
  useTestServer,
} from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';

const token = makeToken(claimsFor({ name: '王小明' }));

const server = useTestServer();
/** What the server's row says of the account besides the token's claims. */
let account: Partial<User>;
/** The nicknames someone else holds, in lower case. */
let taken: Set<string>;

/** PATCH /users/me as the server answers it: the contract's checks, then the nickname's owner. */
function updateMe(request: RecordedRequest): TestResponse {
  const { nickname } = profileUpdateSchema.parse(JSON.parse(request.body));
  if (nickname !== null && taken.has(nickname.toLowerCase())) return refusal('duplicate_nickname');
  account = { ...account, nickname };
  return meAnswer(request, account);
}

beforeEach(async () => {
  account = {};
  taken = new Set(['alice']);
  await server.start((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return meAnswer(request, account);
    if (matchRoute(routes.users.updateMe, request)) return updateMe(request);
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: noCourses };
    if (matchRoute(routes.auth.logoutAll, request)) return { status: 200, body: { ok: true } };
    return refusal('not_found');
  });
  window.umami = { track: vi.fn() };
});

afterEach(() => {
  delete window.umami;
});

/** Signed in at /archive, with 個人資料 chosen from the user's own menu under `name`; answers the dialog. */
async function openProfile(name = '王小明') {
  const app = renderApp('/archive', { token });
  await userEvent.click(await screen.findByRole('button', { name }));
  // happy-dom has no layout, so Mantine keeps its positioned dropdown hidden; the item is still there to choose.
  await userEvent.click(await screen.findByRole('menuitem', { name: '個人資料', hidden: true }));
  return { app, dialog: await screen.findByRole('dialog', { name: '個人資料' }) };
}

const nicknameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: '暱稱' });

async function saveNickname(dialog: HTMLElement, nickname: string) {
  await userEvent.clear(nicknameField(dialog));
  if (nickname) await userEvent.type(nicknameField(dialog), nickname);
  await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
}

describe('個人資料', () => {
  it('saves the nickname, and the top bar and the greeting show it at once without asking the server again', async () => {
    const { dialog } = await openProfile();
    expect(screen.getByText('王小明，歡迎回來。')).toBeTruthy();
    expect(within(dialog).getByText('本機帳號')).toBeTruthy();
    const asked = server.callsTo(routes.users.me).length;

    await saveNickname(dialog, '小明同學');

    expect(await screen.findByText('其他人會看到你的暱稱「小明同學」')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '個人資料' })).toBeNull());
    expect(screen.getByRole('button', { name: '小明同學' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '王小明' })).toBeNull();
    expect(screen.getByText('小明同學，歡迎回來。')).toBeTruthy();
    expect(server.callsTo(routes.users.me)).toHaveLength(asked);
    const [request] = server.callsTo(routes.users.updateMe);
    expect(JSON.parse(request?.body ?? '')).toEqual({ nickname: '小明同學' });
    expect(request?.headers['x-xsrf-token']).toBe(server.xsrfToken);
    expect(window.umami?.track).toHaveBeenCalledWith('profile-update', { nickname: 'set' });
  });

  it('clears the nickname, and the login name shows again', async () => {
    account = { nickname: '小明同學' };
    const { dialog } = await openProfile('小明同學');
    expect(nicknameField(dialog)).toHaveProperty('value', '小明同學');
    // Greeted by the nickname, as the top bar names them.
    expect(screen.getByText('小明同學，歡迎回來。')).toBeTruthy();

    await saveNickname(dialog, '');

    expect(await screen.findByText('已清除暱稱，將顯示帳號名稱')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '王小明' })).toBeTruthy();
    expect(screen.getByText('王小明，歡迎回來。')).toBeTruthy();
    expect(JSON.parse(server.callsTo(routes.users.updateMe)[0]?.body ?? '')).toEqual({ nickname: null });
  });

  it('shows a nickname someone else has under its field and keeps the dialog open', async () => {
    const { dialog } = await openProfile();

    await saveNickname(dialog, 'ALICE');

    expect(await within(dialog).findByText('此暱稱已有人使用，請換一個')).toBeTruthy();
    expect(nicknameField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: '王小明' })).toBeTruthy();
  });

  it('checks the nickname before asking the server', async () => {
    const { dialog } = await openProfile();

    await saveNickname(dialog, '考'.repeat(16));

    expect(await within(dialog).findByText('暱稱最多 15 個字')).toBeTruthy();
    expect(server.callsTo(routes.users.updateMe)).toHaveLength(0);
  });

  it('offers 登出所有裝置 with the top bar’s confirmation, and goes home once it is done', async () => {
    const { app, dialog } = await openProfile();

    await userEvent.click(within(dialog).getByRole('button', { name: '登出所有裝置' }));
    const confirm = await screen.findByRole('dialog', { name: '登出所有裝置' });
    expect(confirm.textContent).toContain('包括這一個');
    await userEvent.click(within(confirm).getByRole('button', { name: '登出所有裝置' }));

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(server.callsTo(routes.auth.logoutAll)).toHaveLength(1);
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(screen.queryByRole('dialog', { name: '個人資料' })).toBeNull();
  });

  it('says a single sign-on account is one', async () => {
    account = { auth_provider: 'oidc' };
    const { dialog } = await openProfile();
    expect(within(dialog).getByText('單一登入')).toBeTruthy();
    expect(within(dialog).getByText('單一登入帳號的名稱與電子郵件由校務系統提供。')).toBeTruthy();
  });
});
