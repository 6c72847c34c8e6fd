import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyCoursesByCategory, routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { pathOf, startTestServer, type TestServer } from '../testing/test-server.ts';
import { claimsFor, makeToken } from '../testing/tokens.ts';
import { createApiClient } from './api-client.ts';
import { createAuthStore } from './session.ts';

// first-view/early-fetch.js is inlined into index.html as it is (no import), so it names the paths and the
// storage keys itself; these tests hold it to the contract's and show the client taking its answers.
const source = readFileSync(join(import.meta.dirname, '..', '..', 'first-view', 'early-fetch.js'), 'utf8');

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const course = { id: 3, name: '資料結構' };

/** A server answering who the user is, the course list, a course's archives and the overview. */
async function start(failing: string[] = []) {
  server = await startTestServer((request) => {
    if (failing.includes(request.path)) return { status: 503, body: { detail: '暫時無法使用' } };
    if (request.path === pathOf(routes.users.me))
      return {
        status: 200,
        body: {
          id: 7,
          name: '王小明',
          email: 'student@example.edu',
          is_admin: false,
          nickname: null,
          avatar_url: null,
          auth_provider: 'local',
          last_login_at: null,
          created_at: '2025-09-01T00:00:00.000Z',
        },
      };
    if (request.path === pathOf(routes.courses.listCourses))
      return { status: 200, body: emptyCoursesByCategory() };
    return { status: 200, body: [] };
  });
  return server;
}

/** Runs the early fetch at `address` (on the test server's origin) as index.html would, and lets its requests go out. */
async function runAt(address: string) {
  window.happyDOM?.setURL(`${server?.origin}${address}`);
  new Function(source)();
  await window.happyDOM?.waitUntilComplete();
}

async function signIn() {
  const token = makeToken(claimsFor({}));
  const auth = createAuthStore(sessionStorage);
  await auth.signIn(token);
  return { token, api: createApiClient({ prefix: '/api', auth }) };
}

describe('the early fetch in index.html', () => {
  it('names the contract’s storage keys and paths', () => {
    expect(source).toContain(`'${storageKeys.authToken}'`);
    expect(source).toContain(`'${storageKeys.selectedSubject}'`);
    expect(source).toContain(`'${storageKeys.returnTo}'`);
    expect(source).toContain(`'${pathOf(routes.users.me)}'`);
    expect(source).toContain(`'${pathOf(routes.courses.listCourses)}'`);
    expect(source).toContain(`'${pathOf(routes.archives.archiveOverview)}'`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the script builds this path with a template literal
    const archivesPath = pathOf(routes.courses.listCourseArchives, { id: '0' }).replace('0', '${course}');
    expect(source).toContain(`\`${archivesPath}\``);
  });

  it('asks nothing for a guest, or with an expired token', async () => {
    const running = await start();
    await runAt(`/archive?course=${course.id}`);
    sessionStorage.setItem(storageKeys.authToken, makeToken(claimsFor({}, -60)));
    await runAt(`/archive?course=${course.id}`);
    expect(running.requests).toEqual([]);
  });

  it('on a course’s page asks who the user is, the course’s archives and the courses, and the client takes those answers', async () => {
    const running = await start();
    const { api, token } = await signIn();
    await runAt(`/archive?course=${course.id}`);
    expect(running.requests.map((request) => request.path).sort()).toEqual(
      [
        pathOf(routes.users.me),
        pathOf(routes.courses.listCourses),
        pathOf(routes.courses.listCourseArchives, { id: String(course.id) }),
      ].sort(),
    );
    expect(running.requests.every((request) => request.headers.authorization === `Bearer ${token}`)).toBe(
      true,
    );

    const me = await api.call(routes.users.me);
    await api.call(routes.courses.listCourseArchives, { params: { id: String(course.id) } });
    await api.call(routes.courses.listCourses);
    expect(me.name).toBe('王小明');
    expect(running.requests).toHaveLength(3);
    // Each answer is taken once: the next call asks the server.
    await api.call(routes.users.me);
    expect(running.callsTo(routes.users.me)).toHaveLength(2);
  });

  it('without a course asks for the overview; elsewhere only who the user is', async () => {
    const running = await start();
    await signIn();
    await runAt('/archive');
    expect(running.callsTo(routes.archives.archiveOverview)).toHaveLength(1);
    running.requests.length = 0;
    await runAt('/exams');
    expect(running.requests.map((request) => request.path)).toEqual([pathOf(routes.users.me)]);
  });

  it('on the single sign-on callback asks with the token it brings, for the page the sign-in leads to', async () => {
    const running = await start();
    const token = makeToken(claimsFor({}));
    await runAt(`/login/callback#access_token=${token}`);
    expect(running.requests.map((request) => request.path).sort()).toEqual(
      [
        pathOf(routes.users.me),
        pathOf(routes.archives.archiveOverview),
        pathOf(routes.courses.listCourses),
      ].sort(),
    );
    expect(running.requests.every((request) => request.headers.authorization === `Bearer ${token}`)).toBe(
      true,
    );
    running.requests.length = 0;
    sessionStorage.setItem(storageKeys.returnTo, `/archive?course=${course.id}`);
    await runAt(`/login/callback#access_token=${token}`);
    expect(running.callsTo(routes.courses.listCourseArchives, { id: String(course.id) })).toHaveLength(1);
  });

  it('a failed early answer is asked for again by the client', async () => {
    const running = await start([pathOf(routes.courses.listCourses)]);
    const { api } = await signIn();
    await runAt('/archive?overview=true');
    const failure = await api.call(routes.courses.listCourses).catch((error: unknown) => error);
    // The client asked again, and says the server's failure as it would have.
    expect(running.callsTo(routes.courses.listCourses)).toHaveLength(2);
    expect(failure).toBeInstanceOf(Error);
  });
});
