import {
  ApiError,
  type HasInput,
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
import ky, { isNetworkError, type KyInstance } from 'ky';
import type { AuthStore } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const NETWORK_ERROR_MESSAGE = '無法連線到伺服器，請稍後再試';

/** What an answer without the error envelope (a proxy's page, a crash) reads as. */
const UNREADABLE_ERROR_MESSAGE = '伺服器發生錯誤，請稍後再試';

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

/** The input of a call: required when the route has params, a query or a body, absent otherwise. */
export type CallArgs<R extends RouteSpec> =
  HasInput<R> extends true ? [input: RouteInput<R>] : [input?: RouteInput<R>];

/**
 * The one way the app reaches the API: a route object from the contract and its input in, the route's parsed
 * output out. Error answers reject with the contract's `ApiError` (status, code, zh-TW detail).
 */
export type ApiCall = <R extends RouteSpec>(route: Route<R>, ...args: CallArgs<R>) => Promise<RouteOutput<R>>;

export type ApiClient = {
  call: ApiCall;
  /**
   * The address of a call the browser makes itself rather than through the client (a redirect to single
   * sign-on), under the same API base.
   */
  url: <R extends RouteSpec>(route: Route<R>, ...args: CallArgs<R>) => string;
  /** An abort signal for one call, e.g. from TanStack Query. */
  callWith: <R extends RouteSpec>(
    signal: AbortSignal | undefined,
    route: Route<R>,
    ...args: CallArgs<R>
  ) => Promise<RouteOutput<R>>;
};

/**
 * The one HTTP client of the app (product §10.1): the API base, cookies, the bearer token, the XSRF header
 * and no timeout (AI generation and uploads are slow). A 401 to a request that carried the token clears the
 * session through the auth store; the client never navigates — the router reacts to the store.
 */
export function createApiClient({ prefix, auth }: { prefix: string; auth: AuthStore }): ApiClient {
  const bare = ky.create({ prefix, credentials: 'include', timeout: false, retry: 0 });
  const configPath = prepareRequest(routes.auth.appConfig, {}).path;
  let pendingXsrf: Promise<string | null> | undefined;

  // The server sets the XSRF cookie on any /api response; a state-changing call made before any other
  // request would otherwise be refused with 403.
  function xsrfToken(): Promise<string | null> {
    const existing = readCookie(XSRF_COOKIE);
    if (existing) return Promise.resolve(existing);
    pendingXsrf ??= bare
      .get(configPath, { throwHttpErrors: false })
      .then(() => readCookie(XSRF_COOKIE))
      .catch(() => null)
      .finally(() => {
        pendingXsrf = undefined;
      });
    return pendingXsrf;
  }

  const http: KyInstance = ky.create({
    prefix,
    credentials: 'include',
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
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

  async function callWith<R extends RouteSpec>(
    signal: AbortSignal | undefined,
    route: Route<R>,
    ...[input]: CallArgs<R>
  ): Promise<RouteOutput<R>> {
    const prepared = prepareRequest(route, (input ?? {}) as RouteInput<R>);
    const response = await http(prepared.path, {
      method: prepared.method,
      ...(prepared.search ? { searchParams: prepared.search } : {}),
      ...(prepared.body === undefined ? {} : { body: prepared.body }),
      ...(prepared.contentType ? { headers: { 'Content-Type': prepared.contentType } } : {}),
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) throw await readError(response, UNREADABLE_ERROR_MESSAGE);
    return readSuccess(route, response);
  }

  return {
    callWith,
    call: (route, ...args) => callWith(undefined, route, ...args),
    url: (route, ...[input]) => {
      const { path, search } = prepareRequest(route, (input ?? {}) as RouteInput<typeof route>);
      return `${prefix.replace(/\/+$/, '')}/${path}${search ? `?${search}` : ''}`;
    },
  };
}

/** The HTTP status of a failed call, or null when no answer arrived. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's error `code` of a failed call (e.g. `duplicate_course`), or null when it sent none. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** The server's zh-TW `detail` for a failed call; `fallback` when the answer has none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.code === null ? fallback : error.detail;
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  return fallback;
}

/**
 * What a dialog shows for its failed call, where the user is: the server's zh-TW detail, or null when there is
 * nothing to show (no failure, or a 401, which ends the session and the page with it).
 */
export function refusalMessage(error: unknown, fallback: string): string | null {
  if (error === null || error === undefined || errorStatus(error) === 401) return null;
  return errorMessage(error, fallback);
}
