import {
  prepareRequest,
  type Route,
  type RouteInput,
  type RouteOutput,
  type RouteSpec,
  readError,
  readSuccess,
  routes,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@pastexam/api-contract';
import { apiUrl } from './api-client.ts';
import type { AuthStore } from './session.ts';

// The half of the API client that talks HTTP: fetch, the XSRF handshake and the contract's response schemas.
// The client fetches this module with its first call, so a page that calls nothing (the guest's landing page)
// loads no zod. Plain fetch: with no retries, no timeout and every status read by the contract, a request
// library would add only bytes.

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What an answer without the error envelope (a proxy's page, a crash) reads as. */
const UNREADABLE_ERROR_MESSAGE = '伺服器發生錯誤，請稍後再試';

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** Sends one call of a route and reads its answer as the route's output, or rejects with an `ApiError`. */
export type Send = <R extends RouteSpec>(
  signal: AbortSignal | undefined,
  route: Route<R>,
  input: RouteInput<R>,
) => Promise<RouteOutput<R>>;

/**
 * The API base, cookies, the bearer token, the XSRF header and no timeout (AI generation and uploads are slow).
 * A 401 to a request that carried the token clears the session through the auth store.
 */
export function createTransport({ prefix, auth }: { prefix: string; auth: AuthStore }): Send {
  const configUrl = apiUrl(prefix, prepareRequest(routes.auth.appConfig, {}));
  let pendingXsrf: Promise<string | null> | undefined;

  // The server sets the XSRF cookie on any /api response; a state-changing call made before any other
  // request would otherwise be refused with 403.
  function xsrfToken(): Promise<string | null> {
    const existing = readCookie(XSRF_COOKIE);
    if (existing) return Promise.resolve(existing);
    pendingXsrf ??= fetch(configUrl, { credentials: 'include' })
      .then(() => readCookie(XSRF_COOKIE))
      .catch(() => null)
      .finally(() => {
        pendingXsrf = undefined;
      });
    return pendingXsrf;
  }

  return async (signal, route, input) => {
    const prepared = prepareRequest(route, input);
    const headers = new Headers();
    const token = auth.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (prepared.contentType) headers.set('Content-Type', prepared.contentType);
    if (!SAFE_METHODS.has(prepared.method)) {
      const xsrf = await xsrfToken();
      if (xsrf) headers.set(XSRF_HEADER, xsrf);
    }
    const response = await fetch(apiUrl(prefix, prepared), {
      method: prepared.method,
      headers,
      credentials: 'include',
      ...(prepared.body === undefined ? {} : { body: prepared.body }),
      ...(signal ? { signal } : {}),
    });
    // A guest's 401 (a wrong password) ends no session; a 401 to a token means the session is over.
    if (response.status === 401 && token) auth.reportUnauthorized();
    if (!response.ok) throw await readError(response, UNREADABLE_ERROR_MESSAGE);
    return readSuccess(route, response);
  };
}
