import {
  ApiError,
  type HasInput,
  type PreparedRequest,
  prepareRequest,
  type Route,
  type RouteInput,
  type RouteOutput,
  type RouteSpec,
} from '@pastexam/api-contract';
import { isNetworkError } from 'ky';
import type { Send } from './http-transport.ts';
import { shownText } from './locale.ts';
import type { AuthStore } from './session.ts';

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

/** The address of a prepared request under the API base (`/api` → `/api/courses?…`). */
export function apiUrl(prefix: string, { path, search }: Pick<PreparedRequest, 'path' | 'search'>): string {
  return `${prefix.replace(/\/+$/, '')}/${path}${search ? `?${search}` : ''}`;
}

/**
 * The one HTTP client of the app (product §10.1). Its HTTP half (fetch, the XSRF handshake, the contract's
 * response schemas: `http-transport.ts`) is fetched with the first call, so a page that calls nothing loads
 * none of it. A 401 to a request that carried the token clears the session through the auth store; the client
 * never navigates — the router reacts to the store.
 */
export function createApiClient({ prefix, auth }: { prefix: string; auth: AuthStore }): ApiClient {
  let transport: Promise<Send> | undefined;
  const send = () => {
    transport ??= import('./http-transport.ts').then(
      (module) => module.createTransport({ prefix, auth }),
      (error: unknown) => {
        // The module could not be fetched (a dropped connection): the next call asks again.
        transport = undefined;
        throw error;
      },
    );
    return transport;
  };

  async function callWith<R extends RouteSpec>(
    signal: AbortSignal | undefined,
    route: Route<R>,
    ...[input]: CallArgs<R>
  ): Promise<RouteOutput<R>> {
    return (await send())(signal, route, (input ?? {}) as RouteInput<R>);
  }

  return {
    callWith,
    call: (route, ...args) => callWith(undefined, route, ...args),
    url: (route, ...[input]) =>
      apiUrl(prefix, prepareRequest(route, (input ?? {}) as RouteInput<typeof route>)),
  };
}

/** The HTTP status of a failed call, or null when no answer arrived. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's zh-TW `detail` for a failed call; `fallback` when the answer has none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.code === null ? fallback : error.detail;
  if (isNetworkError(error)) return shownText('common.networkError');
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
