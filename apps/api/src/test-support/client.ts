import { randomInt } from 'node:crypto';
import { routes } from '@pastexam/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { createApiClient } from '../testing/api-client.ts';

export type TestClient = ReturnType<typeof createTestClient>;

/**
 * Calls the app in-process like a browser would, through the contract's typed caller: it picks up the XSRF
 * cookie from the server first and echoes it on state-changing requests. Each client has its own made-up
 * remote address, so per-address limits hit by one test do not spill into another.
 */
export function createTestClient(
  app: Hono<AppEnv>,
  ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
) {
  const bindings = { incoming: { socket: { remoteAddress: ip } } };
  const typed = createApiClient(async (request) => app.request(request, undefined, bindings));

  /**
   * Deliberately untyped, for what the typed caller cannot send: malformed bodies, wrong content types,
   * paths no route has. Headers go out exactly as given, with no XSRF pair added.
   */
  function request(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string | Uint8Array | FormData } = {},
  ) {
    return app.request(path, { method, ...init }, bindings);
  }

  return {
    ip,
    ...typed,
    request,
    /** POST /api/auth/login with the form the web app sends. */
    login: (username: string, password: string) =>
      typed.call(routes.auth.login, { body: { username, password } }),
  };
}
