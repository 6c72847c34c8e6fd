import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProviderLogin, UnexpectedProviderPage } from './oidc-login-driver.ts';
import { type RunningOidcProvider, startOidcProvider } from './oidc-provider.ts';

const redirectUri = 'http://localhost:5999/api/auth/oauth/callback';
const client = { client_id: 'pastexam', client_secret: 'provider-test-secret', redirect_uris: [redirectUri] };

async function discover(issuer: string) {
  return oidc.discovery(
    new URL(issuer),
    client.client_id,
    undefined,
    oidc.ClientSecretBasic(client.client_secret),
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
}

async function authorizationUrl(config: oidc.Configuration, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url, verifier, state };
}

describe('startOidcProvider', () => {
  let provider: RunningOidcProvider;
  let config: oidc.Configuration;

  beforeAll(async () => {
    provider = await startOidcProvider({ clients: [client] });
    config = await discover(provider.issuer);
  });
  afterAll(() => provider.close());

  it('publishes a loopback issuer that supports PKCE S256 and the openid, email and profile scopes', () => {
    const metadata = config.serverMetadata();
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
  });

  it('signs a demo account in and tells the client who it is', async () => {
    const { url, verifier, state } = await authorizationUrl(config);
    const callback = await completeProviderLogin(url, {
      action: 'login',
      username: 'student',
      password: 'student123',
    });
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const subject = tokens.claims()?.sub ?? '';
    const info = await oidc.fetchUserInfo(config, tokens.access_token, subject);
    expect(info).toMatchObject({ name: '王小明', email: 'student@example.edu', email_verified: true });
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      state: 'no-pkce',
    });
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', url);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('shows the login form with labelled fields and keeps the person there on a wrong password', async () => {
    const { url } = await authorizationUrl(config);
    await expect(
      completeProviderLogin(url, { action: 'login', username: 'student', password: 'wrong' }),
    ).rejects.toSatisfy((error) => {
      if (!(error instanceof UnexpectedProviderPage)) return false;
      return (
        error.status === 401 &&
        error.html.includes('role="alert">帳號或密碼錯誤') &&
        error.html.includes('<label for="username">帳號</label>') &&
        error.html.includes('<label for="password">密碼</label>') &&
        error.html.includes('value="student"')
      );
    });
  });

  it('ends with access_denied when the person presses 拒絕 on the login page', async () => {
    const { url } = await authorizationUrl(config);
    const callback = await completeProviderLogin(url, { action: 'deny' });
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    expect(callback.searchParams.get('error')).toBe('access_denied');
  });
});

describe('startOidcProvider with consent prompts', () => {
  it('asks for consent after login, and 拒絕 there ends with access_denied', async () => {
    const provider = await startOidcProvider({ clients: [client], consent: 'prompt' });
    try {
      const config = await discover(provider.issuer);
      const { url } = await authorizationUrl(config);
      const denied = await completeProviderLogin(url, {
        action: 'deny',
        username: 'teacher',
        password: 'teacher123',
      });
      expect(denied.searchParams.get('error')).toBe('access_denied');

      const second = await authorizationUrl(config);
      const granted = await completeProviderLogin(second.url, {
        action: 'login',
        username: 'teacher',
        password: 'teacher123',
      });
      expect(granted.searchParams.get('code')).toBeTruthy();
    } finally {
      await provider.close();
    }
  });
});
