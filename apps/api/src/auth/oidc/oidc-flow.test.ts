import { routes, tokenClaimsSchema } from '@pastexam/api-contract';
import { generateSignedCookie } from 'hono/cookie';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import {
  beginLogin,
  finishLogin,
  flowCookieOf,
  landingOf,
  oidcEnv,
  REDIRECT_URI,
  signInThroughProvider,
  TEST_CLIENT,
} from '../../test-support/oidc-flow.ts';
import {
  completeProviderLogin,
  type DemoAccount,
  demoAccounts,
  type RunningOidcProvider,
  startOidcProvider,
} from '../../testing/index.ts';
import { oidcFailureMessages } from './messages.ts';

const withoutEmail: DemoAccount = {
  username: 'noemail',
  password: 'noemail123',
  subject: 'demo-noemail-0001',
  name: '無信箱',
};

let provider: RunningOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ clients: [TEST_CLIENT], accounts: [...demoAccounts, withoutEmail] });
  t = await createTestApp({ env: oidcEnv(provider.issuer) });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const student = { action: 'login', username: 'student', password: 'student123' } as const;

describe('GET /api/auth/oauth/login', () => {
  it('sends the browser to the provider with PKCE S256, state and nonce, kept in a signed HttpOnly cookie', async () => {
    const { response, location, cookie } = await beginLogin(t.client());

    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    const query = location.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(TEST_CLIENT.client_id);
    expect(query.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();

    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('oidc_flow='));
    expect(setCookie).toMatch(/; Max-Age=600/);
    expect(setCookie).toMatch(/; Path=\/api\/auth\/oauth/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    // The secrets are signed, not readable plain text next to the state.
    expect(cookie).not.toContain(query.get('state') ?? '');
  });

  it('says single sign-on is available', async () => {
    const config = await t.client().output(routes.auth.appConfig);
    expect(config.auth).toEqual({ sso_enabled: true, sso_disabled_reason: null });
  });
});

describe('GET /api/auth/oauth/callback', () => {
  it('signs the demo student in and lands on /login/callback with our token in the fragment', async () => {
    const { response, landing, callback } = await signInThroughProvider(t.client(), student);

    const token = landing.get('access_token') ?? '';
    const claims = tokenClaimsSchema.parse(decodeJwt(token));
    expect(claims).toMatchObject({ email: 'student@example.edu', name: '王小明', is_admin: false });
    expect(response.headers.getSetCookie().find((line) => line.startsWith('oidc_flow='))).toMatch(
      /Max-Age=0/,
    );

    const me = await t.client().output(routes.users.me, {}, { token });
    expect(me).toMatchObject({ id: claims.uid, auth_provider: 'oidc', email: 'student@example.edu' });

    const logs = t.logs.text();
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(callback.searchParams.get('code') ?? 'no code');
  });

  it('signs the same person in to the same account the next time, and another person to another', async () => {
    const first = tokenClaimsSchema.parse(
      decodeJwt((await signInThroughProvider(t.client(), student)).landing.get('access_token') ?? ''),
    );
    const second = tokenClaimsSchema.parse(
      decodeJwt((await signInThroughProvider(t.client(), student)).landing.get('access_token') ?? ''),
    );
    const teacher = await signInThroughProvider(t.client(), {
      action: 'login',
      username: 'teacher',
      password: 'teacher123',
    });
    const teacherClaims = tokenClaimsSchema.parse(decodeJwt(teacher.landing.get('access_token') ?? ''));

    expect(second.uid).toBe(first.uid);
    expect(teacherClaims.uid).not.toBe(first.uid);
    expect(teacherClaims.name).toBe('李老師');
  });

  it('tells the person they cancelled when they press 拒絕 at the provider', async () => {
    const { landing } = await signInThroughProvider(t.client(), { action: 'deny' });
    expect(landing.get('error')).toBe(oidcFailureMessages.denied);
    expect(landing.has('access_token')).toBe(false);
  });

  it('refuses a callback without the flow cookie, with another sign-in’s cookie, or with a forged one', async () => {
    const mine = await beginLogin(t.client());
    const other = await beginLogin(t.client());
    const callback = await completeProviderLogin(mine.location, student);
    // Well-formed and carrying the right state, but signed with a key the server does not use.
    const payload = {
      state: callback.searchParams.get('state'),
      nonce: 'forged-nonce',
      verifier: 'f'.repeat(43),
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    };
    const forgedValue = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const forged = (await generateSignedCookie('oidc_flow', forgedValue, 'not-the-app-secret')).split(';')[0];

    for (const cookie of [undefined, other.cookie, forged]) {
      const landing = landingOf(await finishLogin(t.client(), callback, cookie));
      expect(landing.get('error')).toBe(oidcFailureMessages.state);
    }
  });

  it('refuses a flow cookie older than ten minutes', async () => {
    const { location, cookie } = await beginLogin(t.client());
    const callback = await completeProviderLogin(location, student);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      const landing = landingOf(await finishLogin(t.client(), callback, cookie));
      expect(landing.get('error')).toBe(oidcFailureMessages.state);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed code exchange, e.g. a code that was already used', async () => {
    const { location, cookie } = await beginLogin(t.client());
    const callback = await completeProviderLogin(location, student);
    expect(landingOf(await finishLogin(t.client(), callback, cookie)).has('access_token')).toBe(true);

    const replay = landingOf(await finishLogin(t.client(), callback, cookie));
    expect(replay.get('error')).toBe(oidcFailureMessages.exchange);
  });

  it('refuses an account the provider gives no email for', async () => {
    const { landing } = await signInThroughProvider(t.client(), {
      action: 'login',
      username: withoutEmail.username,
      password: withoutEmail.password,
    });
    expect(landing.get('error')).toBe(oidcFailureMessages.missing_email);
  });

  it('passes other provider errors on as a readable message', async () => {
    const { cookie } = await beginLogin(t.client());
    const callback = new URL(`${REDIRECT_URI}?error=server_error&state=whatever`);
    const landing = landingOf(await finishLogin(t.client(), callback, cookie));
    expect(landing.get('error')).toBe(oidcFailureMessages.provider_error);
    expect(flowCookieOf(await finishLogin(t.client(), callback, cookie))).toBe('oidc_flow=');
  });
});
