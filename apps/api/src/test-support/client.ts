import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../http/xsrf.ts';

export type RequestOptions = {
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as is, with the headers given. */
  body?: string;
  headers?: Record<string, string>;
  /**
   * The XSRF pair for state-changing requests; by default the cookie the server issued, echoed in the header.
   * `null` leaves that part out.
   */
  xsrf?: { cookie?: string | null; header?: string | null };
};

export type TestClient = ReturnType<typeof createTestClient>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls the app in-process like a browser would: it picks up the XSRF cookie from the server first and echoes
 * it on state-changing requests. Each client has its own made-up remote address, so per-address limits
 * hit by one test do not spill into another.
 */
export function createTestClient(
  app: Hono<AppEnv>,
  ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
) {
  let issuedXsrf: string | undefined;
  const bindings = { incoming: { socket: { remoteAddress: ip } } };

  async function xsrfToken(): Promise<string> {
    if (issuedXsrf) return issuedXsrf;
    const response = await app.request('/api/auth/config', {}, bindings);
    const match = new RegExp(`${XSRF_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '');
    if (!match?.[1]) throw new Error('the server did not issue an XSRF cookie');
    issuedXsrf = match[1];
    return issuedXsrf;
  }

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    if (UNSAFE.has(method)) {
      const issued = await xsrfToken();
      const cookie = options.xsrf?.cookie === undefined ? issued : options.xsrf.cookie;
      const header = options.xsrf?.header === undefined ? issued : options.xsrf.header;
      if (cookie !== null) headers.set('cookie', `${XSRF_COOKIE}=${cookie}`);
      if (header !== null) headers.set(XSRF_HEADER, header);
    }
    let body: string | undefined = options.body;
    if (options.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    }
    return app.request(path, { method, headers, body }, bindings);
  }

  return {
    ip,
    request,
    get: (path: string, options?: RequestOptions) => request('GET', path, options),
    post: (path: string, options?: RequestOptions) => request('POST', path, options),
    /** POST /api/auth/login with the form the web app sends. */
    login: (username: string, password: string) =>
      request('POST', '/api/auth/login', { form: { username, password } }),
  };
}

/** The response body, checked against the contract's schema. */
export async function readJson<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  return schema.parse(await response.json());
}
