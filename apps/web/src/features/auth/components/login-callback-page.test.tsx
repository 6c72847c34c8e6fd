import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appConfigWith, meAnswer, noCourses } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: noCourses };
    return { status: 200, body: appConfigWith({ ssoEnabled: true }) };
  });
});

afterEach(() => server.close());

describe('/login/callback', () => {
  it('stores the token from the fragment, goes to /archive and leaves no token in the history', async () => {
    const token = makeToken(claimsFor({ name: '李老師' }));
    const app = renderApp(`/login/callback#access_token=${token}&token_type=bearer`);

    expect(await screen.findByText('李老師，歡迎回來。')).toBeTruthy();
    expect(app.pathname()).toBe('/archive');
    expect(sessionStorage.getItem('authToken')).toBe(token);
    expect(app.history.location.hash).toBe('');
    // The callback entry was replaced, not stacked: going back cannot reveal the token.
    expect(app.history.length).toBe(1);
  });

  it('goes to the signed-in page the guest asked for before signing in', async () => {
    sessionStorage.setItem('returnTo', '/archive?course=3');
    const app = renderApp(`/login/callback#access_token=${makeToken(claimsFor({}))}&token_type=bearer`);
    await waitFor(() => expect(app.router.state.location.href).toBe('/archive?course=3'));
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it('shows the readable error from the fragment with a way home', async () => {
    const message = '登入已取消：你拒絕了授權';
    const app = renderApp(`/login/callback#error=${encodeURIComponent(message)}`);

    expect(await screen.findByRole('heading', { name: '單一登入失敗' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText(message)).toBeTruthy();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(message)).toBeTruthy();
    expect(sessionStorage.getItem('authToken')).toBeNull();

    await userEvent.click(within(main).getByRole('link', { name: '回到首頁' }));
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });

  it('refuses an expired or malformed token from the fragment', async () => {
    renderApp(`/login/callback#access_token=${makeToken(claimsFor({}, -3600))}`);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('登入資訊無效或已過期，請重新登入')).toBeTruthy();
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('explains an empty fragment', async () => {
    renderApp('/login/callback');
    expect(await screen.findByRole('heading', { name: '沒有登入結果' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到首頁' })).toBeTruthy();
  });
});
