import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import {
  API_PREFIX,
  prepareRequest,
  type Route,
  type RouteInput,
  type RouteSpec,
  XSRF_COOKIE,
} from '@pastexam/api-contract';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
/** A JSON body, or raw bytes (e.g. a PDF) sent as they are, with any extra headers. */
export type TestResponse = { status: number; body?: unknown; headers?: Record<string, string> };
export type TestHandler = (request: RecordedRequest) => TestResponse | Promise<TestResponse>;

/** The path parameters of a route, as they travel: strings (`{ id: '3' }`). */
type PathParams<R extends RouteSpec> = RouteInput<R>['params'];

/**
 * The path a call of `route` reaches the server at, as `RecordedRequest.path` records it, built by the
 * contract's own `prepareRequest`: `pathOf(routes.courses.listCourseArchives, { id: '3' })` is
 * `/api/courses/3/archives`.
 */
export function pathOf<R extends RouteSpec>(route: Route<R>, params?: PathParams<R>): string {
  const { path } = prepareRequest(route, { params } as RouteInput<R>);
  return `${API_PREFIX}/${path}`;
}

/** A route's path as a pattern with one capturing group per path parameter, matched without the query. */
function routePattern(route: RouteSpec): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = route.path
    .replaceAll(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replaceAll(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/?]+)';
    });
  return { pattern: new RegExp(`^${API_PREFIX}${source}(?:\\?.*)?$`), names };
}

/**
 * Whether `request` is a call of `route` (its method, and its path with any parameters): the parameters as
 * the path carried them, or null for another call. Lets a handler answer by route rather than by a path typed
 * by hand: `const call = matchRoute(routes.courses.listCourseArchives, request); if (call) …call.id…`.
 */
export function matchRoute(route: RouteSpec, request: RecordedRequest): Record<string, string> | null {
  if (request.method !== route.method.toUpperCase()) return null;
  const { pattern, names } = routePattern(route);
  const match = pattern.exec(request.path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

/**
 * A real HTTP server on loopback standing in for the API: it records every request and, like the real server,
 * hands out an XSRF-TOKEN cookie to a browser that has none. The page is moved onto its origin so the app's
 * relative `/api` base reaches it.
 */
export async function startTestServer(handler: TestHandler) {
  const requests: RecordedRequest[] = [];
  const xsrfToken = randomBytes(12).toString('hex');
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      if (!req.headers.cookie?.includes(`${XSRF_COOKIE}=`)) {
        res.setHeader('Set-Cookie', `${XSRF_COOKIE}=${xsrfToken}; Path=/; SameSite=Lax`);
      }
      const answer = await handler(recorded);
      res.statusCode = answer.status;
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      if (answer.body === undefined) return res.end();
      if (answer.body instanceof Uint8Array) return res.end(answer.body);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('test server has no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  window.happyDOM?.setURL(`${origin}/`);

  return {
    origin,
    xsrfToken,
    requests,
    /** The requests made to one API path (without the /api prefix), e.g. `auth/login`. */
    requestsTo: (path: string) => requests.filter((request) => request.path === `${API_PREFIX}/${path}`),
    /** The calls of one route, any parameters, or with these parameters only. */
    callsTo: <R extends RouteSpec>(route: Route<R>, params?: PathParams<R>) =>
      requests.filter((request) => {
        const called = matchRoute(route, request);
        return called !== null && (params === undefined || request.path === pathOf(route, params));
      }),
    /** Stops listening while the app stays mounted: the server becomes unreachable. */
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Unmounts the app first so nothing starts a new request, then lets the running ones finish. */
    close: async () => {
      cleanup();
      // Requests a component started before it unmounted (e.g. the login settings) finish against this server.
      await window.happyDOM?.waitUntilComplete();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The loopback server of each test in a file: `start(handler)` starts the running test's, and it is closed
 * after each test (the app unmounted first). Its requests and helpers are those of the server running now.
 */
export function useTestServer() {
  let running: TestServer | undefined;
  const current = (): TestServer => {
    if (!running) throw new Error('this test started no test server');
    return running;
  };
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  return {
    start: async (handler: TestHandler): Promise<void> => {
      running = await startTestServer(handler);
    },
    get requests() {
      return current().requests;
    },
    get xsrfToken() {
      return current().xsrfToken;
    },
    callsTo: <R extends RouteSpec>(route: Route<R>, params?: PathParams<R>) =>
      current().callsTo(route, params),
    stop: () => current().stop(),
  };
}
