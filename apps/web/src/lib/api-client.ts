import { errorBodySchema } from '@pastexam/api-contract';
import ky, { isHTTPError, isNetworkError, type KyInstance } from 'ky';
import type { AuthStore } from './session.ts';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const NETWORK_ERROR_MESSAGE = '無法連線到伺服器，請稍後再試';

export function readCookie(name: string): string | null {
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

export type ApiClient = KyInstance;

/**
 * The app's one HTTP client (product §10.1): the API base, cookies, the bearer token, the XSRF header and no
 * timeout (AI generation and uploads are slow). A 401 to a request that carried the token clears the session
 * through the auth store; the client never navigates — the router reacts to the store.
 */
export function createApiClient({ prefix, auth }: { prefix: string; auth: AuthStore }): ApiClient {
  const bare = ky.create({ prefix, credentials: 'include', timeout: false, retry: 0 });
  let pendingXsrf: Promise<string | null> | undefined;

  // The server sets the XSRF cookie on any /api response; a state-changing call made before any other
  // request would otherwise be refused with 403.
  function xsrfToken(): Promise<string | null> {
    const existing = readCookie(XSRF_COOKIE);
    if (existing) return Promise.resolve(existing);
    pendingXsrf ??= bare
      .get('auth/config', { throwHttpErrors: false })
      .then(() => readCookie(XSRF_COOKIE))
      .catch(() => null)
      .finally(() => {
        pendingXsrf = undefined;
      });
    return pendingXsrf;
  }

  return ky.create({
    prefix,
    credentials: 'include',
    timeout: false,
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          const token = auth.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (!SAFE_METHODS.has(request.method)) {
            const xsrf = await xsrfToken();
            if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
          }
        },
      ],
    },
    // Watching responses at the fetch level (rather than in an afterResponse hook) sees every attempt and needs
    // no clone of the response body.
    fetch: async (input, init) => {
      const sentToken = input instanceof Request && input.headers.has('Authorization');
      const response = await fetch(input, init);
      // A guest's 401 (a wrong password) ends no session; a 401 to a token means the session is over.
      if (response.status === 401 && sentToken) auth.reportUnauthorized();
      return response;
    },
  });
}

/** The HTTP status of a failed call, or null when no answer arrived. */
export function errorStatus(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}

/** The server's error `code` of a failed call (e.g. `duplicate_course`), or null when it sent none. */
export function errorCode(error: unknown): string | null {
  if (!isHTTPError(error)) return null;
  return errorBodySchema.safeParse(error.data).data?.code ?? null;
}

/** The server's zh-TW `detail` for a failed call; `fallback` when the answer has none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isHTTPError(error)) {
    const body = errorBodySchema.safeParse(error.data);
    return body.success ? body.data.detail : fallback;
  }
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  return fallback;
}
