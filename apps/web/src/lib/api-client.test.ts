import { ApiError, ContractViolationError, routes } from '@pastexam/api-contract';
import { loadLocale } from '@pastexam/ui/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigWith } from '../testing/api-fixtures.ts';
import {
  matchRoute,
  pathOf,
  type RecordedRequest,
  startTestServer,
  type TestResponse,
  type TestServer,
} from '../testing/test-server.ts';
import { claimsFor, makeToken } from '../testing/tokens.ts';
import { createApiClient, errorMessage, errorStatus } from './api-client.ts';
import { showingLocale } from './locale.ts';
import { createAuthStore } from './session.ts';

let server: TestServer;
/** How the server answers a logout in this test; every call succeeds unless a test says otherwise. */
let answerLogout: (request: RecordedRequest) => TestResponse;
const xsrfRefusal = { status: 403, body: { detail: '安全驗證失敗，請重新整理頁面後再試', code: 'xsrf' } };

beforeEach(async () => {
  answerLogout = () => ({ status: 200, body: { ok: true } });
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.auth.logout, request)) return answerLogout(request);
    if (matchRoute(routes.users.me, request))
      return { status: 401, body: { detail: '登入已失效，請重新登入', code: 'unauthorized' } };
    return { status: 200, body: { ok: true } };
  });
});

afterEach(() => server.close());

async function signedInClient() {
  const token = makeToken(claimsFor({}));
  const auth = createAuthStore(sessionStorage);
  await auth.signIn(token);
  return { token, auth, api: createApiClient({ prefix: '/api', auth }) };
}

describe('api client', () => {
  it('sends the bearer token and cookies under the API base', async () => {
    const { api, token } = await signedInClient();
    await api.call(routes.auth.appConfig);
    await api.call(routes.auth.appConfig);
    const [first, second] = server.callsTo(routes.auth.appConfig);
    expect(first?.headers.authorization).toBe(`Bearer ${token}`);
    expect(second?.headers.cookie).toContain(`XSRF-TOKEN=${server.xsrfToken}`);
  });

  it('on a 401 clears the session, tells the auth store, and still rejects the call', async () => {
    const { api, auth } = await signedInClient();
    const listener = vi.fn();
    auth.subscribe(listener);

    const failure = await api.call(routes.users.me).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(errorStatus(failure)).toBe(401);
    expect(errorMessage(failure, '失敗')).toBe('登入已失效，請重新登入');
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(auth.getUser()).toBeNull();
    expect(listener).toHaveBeenCalledWith('unauthorized');
  });

  it('leaves the auth store alone when a guest gets a 401 (e.g. a wrong password)', async () => {
    const auth = createAuthStore(sessionStorage);
    const listener = vi.fn();
    auth.subscribe(listener);
    const api = createApiClient({ prefix: '/api', auth });

    const failure = await api.call(routes.users.me).catch((error: unknown) => error);

    expect(errorStatus(failure)).toBe(401);
    expect(server.callsTo(routes.users.me)[0]?.headers.authorization).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
  });

  it('fetches the XSRF cookie first when a state-changing call finds none, then echoes it', async () => {
    const { api } = await signedInClient();
    expect(document.cookie).not.toContain('XSRF-TOKEN');

    await api.call(routes.auth.logout);

    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${pathOf(routes.auth.appConfig)}`,
      `POST ${pathOf(routes.auth.logout)}`,
    ]);
    expect(server.callsTo(routes.auth.logout)[0]?.headers['x-xsrf-token']).toBe(server.xsrfToken);
  });

  it('copies the cookie an earlier response set into the header, without an extra call', async () => {
    const { api } = await signedInClient();
    await api.call(routes.users.me).catch(() => undefined);

    await api.call(routes.auth.logout);

    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${pathOf(routes.users.me)}`,
      `POST ${pathOf(routes.auth.logout)}`,
    ]);
    const [first, logout] = server.requests;
    expect(first?.headers['x-xsrf-token']).toBeUndefined();
    expect(logout?.headers['x-xsrf-token']).toBe(server.xsrfToken);
  });

  it('sends a call again, once, when the XSRF cookie changed while it was on its way', async () => {
    // As the API does, a state-changing call must carry the cookie's value in its header. Here the value the
    // logout copied was replaced meanwhile (each request that reaches the API without the cookie is handed a
    // new one, so a page's first requests can race).
    answerLogout = (request) => {
      if (server.callsTo(routes.auth.logout).length === 1)
        return { ...xsrfRefusal, headers: { 'Set-Cookie': 'XSRF-TOKEN=replaced; Path=/' } };
      return request.headers['x-xsrf-token'] === 'replaced'
        ? { status: 200, body: { ok: true } }
        : xsrfRefusal;
    };
    const { api } = await signedInClient();

    expect(await api.call(routes.auth.logout)).toEqual({ ok: true });
    expect(server.callsTo(routes.auth.logout).map((call) => call.headers['x-xsrf-token'])).toEqual([
      server.xsrfToken,
      'replaced',
    ]);
  });

  it('gives up on a call the server keeps refusing for its XSRF token, with the server’s reason', async () => {
    answerLogout = () => xsrfRefusal;
    const { api } = await signedInClient();

    const failure = await api.call(routes.auth.logout).catch((error: unknown) => error);

    expect(errorMessage(failure, '失敗')).toBe('安全驗證失敗，請重新整理頁面後再試');
    expect(server.callsTo(routes.auth.logout)).toHaveLength(2);
  });

  it('explains an unreachable server in zh-TW', async () => {
    const { api } = await signedInClient();
    await server.stop();
    const failure = await api.call(routes.auth.logout).catch((error: unknown) => error);
    expect(errorStatus(failure)).toBeNull();
    expect(errorMessage(failure, '失敗')).toBe('無法連線到伺服器，請稍後再試');
  });

  it('asks for the language the interface is drawn in, and explains an unreachable server in it', async () => {
    await loadLocale('en');
    showingLocale('en');
    try {
      const { api } = await signedInClient();
      await api.call(routes.auth.logout);
      expect(server.callsTo(routes.auth.logout).map((call) => call.headers['accept-language'])).toEqual([
        'en',
      ]);
      await server.stop();
      const failure = await api.call(routes.auth.logout).catch((error: unknown) => error);
      expect(errorMessage(failure, 'failed')).toBe('Cannot reach the server. Please try again later.');
    } finally {
      showingLocale('zh-TW');
    }
  });

  it('fills the route’s path parameters and refuses an answer its schema does not allow', async () => {
    const { api } = await signedInClient();
    const failure = await api
      .call(routes.courses.listCourseArchives, { params: { id: '3' } })
      .catch((error: unknown) => error);
    expect(server.requests.map((request) => request.path)).toEqual(['/api/courses/3/archives']);
    expect(failure).toBeInstanceOf(ContractViolationError);
  });

  it('gives the address of a call the browser makes itself under the same API base', async () => {
    const { api } = await signedInClient();
    expect(api.url(routes.auth.oauthLogin)).toBe('/api/auth/oauth/login');
  });
});
