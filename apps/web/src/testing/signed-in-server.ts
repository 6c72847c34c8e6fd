import { routes } from '@pastexam/api-contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { appConfigWith, meAnswer, noCourses, refusal } from './api-fixtures.ts';
import { matchRoute, type RecordedRequest, type TestResponse, useTestServer } from './test-server.ts';

/** A failure the server gives no code for: the page says its own words (its fallback), not the server's. */
export const uncodedFailure: TestResponse = { status: 500, body: { detail: 'Internal Server Error' } };

/**
 * The loopback API of each test in a file, for a page of the signed-in app drawn with `renderApp`: it answers
 * GET /config, GET /users/me (from the token's claims) and the course list (none), hands every other call to
 * `answer`, and refuses as not found what `answer` leaves (undefined). Analytics go to a spy on `window.umami`.
 */
export function serveSignedInApp(answer: (request: RecordedRequest) => TestResponse | undefined) {
  const server = useTestServer();
  beforeEach(async () => {
    await server.start((request) => {
      if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
      if (matchRoute(routes.users.me, request)) return meAnswer(request);
      if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: noCourses };
      return answer(request) ?? refusal('not_found');
    });
    window.umami = { track: vi.fn() };
  });
  afterEach(() => {
    delete window.umami;
  });
  return server;
}
