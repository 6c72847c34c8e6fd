import { routes, tokenClaimsSchema } from '@pastexam/api-contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import {
  beginLogin,
  landingOf,
  oidcEnv,
  PUBLIC_URL,
  signInThroughProvider,
  TEST_CLIENT,
} from '../../test-support/oidc-flow.ts';
import { type RunningOidcProvider, startOidcProvider } from '../../testing/index.ts';
import { oidcFailureMessages } from './messages.ts';

describe('a provider that is down', () => {
  let t: TestApp;
  let port: number;
  let provider: RunningOidcProvider | undefined;

  beforeAll(async () => {
    // A port that was just free: the provider is configured but nothing listens there.
    const probe = await startOidcProvider({ clients: [TEST_CLIENT] });
    port = Number(new URL(probe.issuer).port);
    await probe.close();
    t = await createTestApp({ env: oidcEnv(`http://127.0.0.1:${port}`) });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('sends the person to /login/callback with the unreachable message, and works once it is back', async () => {
    const down = await beginLogin(t.client());
    expect(landingOf(down.response).get('error')).toBe(oidcFailureMessages.unreachable);
    expect(down.cookie).toBeUndefined();

    provider = await startOidcProvider({ port, clients: [TEST_CLIENT] });
    const { landing } = await signInThroughProvider(t.client(), {
      action: 'login',
      username: 'student',
      password: 'student123',
    });
    expect(tokenClaimsSchema.parse(decodeJwt(landing.get('access_token') ?? '')).name).toBe('王小明');
  });
});

describe('single sign-on not configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t?.close());

  it('answers the login route with 404 sso_disabled and says why in the config', async () => {
    const login = await t.client().call(routes.auth.oauthLogin);
    expect(login.status).toBe(404);
    expect(login.body).toEqual({ detail: '尚未設定校務單一登入', code: 'sso_disabled' });

    const config = await t.client().output(routes.auth.appConfig);
    expect(config.auth).toEqual({ sso_enabled: false, sso_disabled_reason: '尚未設定校務單一登入' });
  });

  it('sends a stray callback to /login/callback with the same reason', async () => {
    const response = await t.client().raw(routes.auth.oauthCallback, { query: { code: 'x', state: 'y' } });
    expect(landingOf(response).get('error')).toBe('尚未設定校務單一登入');
  });
});
