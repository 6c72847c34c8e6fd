import {
  prepareRequest,
  type Route,
  type RouteInput,
  type RouteOutput,
  type RouteSpec,
  readError,
  readSuccess,
  routeErrorCode,
  routes,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@pastexam/api-contract';
import ky, { type KyInstance } from 'ky';
import { takeEarlyAnswer } from './early-answers.ts';
import { shownLocale, shownText } from './locale.ts';
import type { AuthStore } from './session.ts';

// The half of the API client that talks HTTP: fetch, the XSRF handshake and the contract's response schemas.
// The client fetches this module with its first call, so a page that calls nothing (the guest's landing page)
// loads no zod, and no ky.

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What an answer without the error envelope (a proxy's page, a crash) reads as. */
const unreadableMessage = () => shownText('common.serverError');

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
 * The API base, cookies, the bearer token, the XSRF header and no timeout (AI generation and uploads are slow),
 * over ky. A 401 to a request that carried the token clears the session through the auth store.
 */
export function createTransport({ prefix, auth }: { prefix: string; auth: AuthStore }): Send {
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

  const http: KyInstance = bare.extend({
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          const token = auth.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // The server words its refusals in the language the interface is drawn in.
          request.headers.set('Accept-Language', shownLocale());
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
      // A page's first calls may have been asked for by index.html before this code arrived.
      const early = input instanceof Request ? await takeEarlyAnswer(input) : null;
      if (early) return early;
      const response = await fetch(input, init);
      // A guest's 401 (a wrong password) ends no session; a 401 to a token means the session is over.
      if (response.status === 401 && sentToken) auth.reportUnauthorized();
      return response;
    },
  });

  return async (signal, route, input) => {
    const prepared = prepareRequest(route, input);
    const send = () =>
      http(prepared.path, {
        method: prepared.method,
        ...(prepared.search ? { searchParams: prepared.search } : {}),
        ...(prepared.body === undefined ? {} : { body: prepared.body }),
        ...(prepared.contentType ? { headers: { 'Content-Type': prepared.contentType } } : {}),
        ...(signal ? { signal } : {}),
      });
    let response = await send();
    if (response.status === 403) {
      const refusal = await readError(response, unreadableMessage());
      if (routeErrorCode<Route>(refusal, route) !== 'xsrf') throw refusal;
      // The server hands each request that arrives without the XSRF cookie a new one, so while a page's first
      // requests are still on their way the cookie can change after a call copied it into its header. The
      // server refused that call before doing anything: it goes once more, with the cookie the browser has now.
      response = await send();
    }
    if (!response.ok) throw await readError(response, unreadableMessage());
    return readSuccess(route, response);
  };
}
