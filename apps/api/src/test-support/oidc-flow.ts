import { routes } from '@pastexam/api-contract';
import { expect } from 'vitest';
import { FLOW_COOKIE } from '../auth/oidc/flow-cookie.ts';
import { completeProviderLogin, type ProviderDecision } from '../testing/index.ts';
import type { TestClient } from './client.ts';

/** The web app's address in these tests; the provider returns to its /api/auth/oauth/callback. */
export const PUBLIC_URL = 'http://localhost:5999';
export const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oauth/callback`;
export const TEST_CLIENT = {
  client_id: 'pastexam-test',
  client_secret: 'flow-test-client-secret',
  redirect_uris: [REDIRECT_URI],
};

/** The environment that points the app at `issuer` with TEST_CLIENT. */
export function oidcEnv(issuer: string): Record<string, string> {
  return {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.client_id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.client_secret,
    PUBLIC_URL,
  };
}

/** The `oidc_flow=…` pair the response set, ready for a Cookie header, or undefined. */
export function flowCookieOf(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${FLOW_COOKIE}=`));
  return line?.split(';')[0];
}

/** GET /api/auth/oauth/login as the browser would. */
export async function beginLogin(client: TestClient) {
  const response = await client.raw(routes.auth.oauthLogin);
  return {
    response,
    location: new URL(response.headers.get('location') ?? '', PUBLIC_URL),
    cookie: flowCookieOf(response),
  };
}

/** The provider's redirect back to us, its query as the provider wrote it, with the flow cookie (if any). */
export function finishLogin(client: TestClient, callback: URL, cookie?: string) {
  const query = Object.fromEntries(callback.searchParams);
  return client.raw(routes.auth.oauthCallback, { query }, { headers: cookie ? { cookie } : {} });
}

/** Checks the response sends the browser to /login/callback, and returns the fragment's parameters. */
export function landingOf(response: Response): URLSearchParams {
  expect(response.status).toBe(302);
  const target = new URL(response.headers.get('location') ?? '');
  expect(`${target.origin}${target.pathname}`).toBe(`${PUBLIC_URL}/login/callback`);
  expect(target.search).toBe('');
  return new URLSearchParams(target.hash.slice(1));
}

/** A whole sign-in: our login route, the provider's pages, our callback. Returns where the browser lands. */
export async function signInThroughProvider(client: TestClient, decision: ProviderDecision) {
  const { location, cookie } = await beginLogin(client);
  const callback = await completeProviderLogin(location, decision);
  const response = await finishLogin(client, callback, cookie);
  return { callback, response, landing: landingOf(response) };
}
