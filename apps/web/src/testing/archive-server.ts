import { routes } from '@pastexam/api-contract';
import { sampleHits } from '@pastexam/ui/search/fixtures';
import { sampleAreas } from '@pastexam/ui/topics';
import { sampleWish } from '@pastexam/ui/wishes/fixtures';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { appConfigWith, meAnswer } from './api-fixtures.ts';
import { archivesByCourse, courses, fileName, overview, pdfBytes } from './archive-fixtures.ts';
import { matchRoute, type RecordedRequest, startTestServer, type TestResponse } from './test-server.ts';

/**
 * A loopback API for the archive page with the department above; each answer can be swapped by a test. Reports
 * analytics events to a spy on `window.umami`.
 */
export async function startArchiveServer() {
  /** The courses the reader follows: what PUT /courses/{id}/follow sets and GET /users/me/follows lists. */
  const followed = new Set<number>();
  const answers = {
    me: (request: RecordedRequest): TestResponse | Promise<TestResponse> => meAnswer(request),
    overview: (): TestResponse => ({ status: 200, body: overview }),
    courses: (): TestResponse => ({ status: 200, body: courses }),
    archives: (courseId: number): TestResponse =>
      courseId in archivesByCourse
        ? { status: 200, body: archivesByCourse[courseId] }
        : { status: 404, body: { detail: '找不到這門課程', code: 'course_not_found' } },
    /** 許願池 of a course: none unless a test says otherwise. */
    wishes: (_courseId: number): TestResponse => ({ status: 200, body: { wishes: [] } }),
    myWishes: (): TestResponse => ({ status: 200, body: { wishes: [] } }),
    wishMatches: (): TestResponse => ({ status: 200, body: { wish_count: 0, wisher_count: 0 } }),
    search: (): TestResponse => ({ status: 200, body: { items: sampleHits, next_cursor: null } }),
    topics: (): TestResponse => ({ status: 200, body: { areas: sampleAreas, can_edit: false } }),
    download: (): TestResponse => ({
      status: 200,
      body: pdfBytes,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="113.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    }),
  };
  const server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return answers.me(request);
    if (matchRoute(routes.courses.listCourses, request)) return answers.courses();
    if (matchRoute(routes.archives.archiveDownload, request)) return answers.download();
    if (matchRoute(routes.archives.archiveOverview, request)) return answers.overview();
    if (matchRoute(routes.courses.recordCourseVisit, request)) return { status: 200, body: { ok: true } };
    if (matchRoute(routes.archives.recordArchiveView, request)) return { status: 200, body: { ok: true } };
    if (matchRoute(routes.search.search, request)) return answers.search();
    if (matchRoute(routes.topics.listTopics, request)) return answers.topics();
    if (matchRoute(routes.follows.listMyFollows, request))
      return { status: 200, body: { course_ids: [...followed].sort((a, b) => a - b) } };
    const follow = matchRoute(routes.follows.setCourseFollow, request);
    if (follow) {
      const { following } = routes.follows.setCourseFollow.body.schema.parse(JSON.parse(request.body));
      if (following) followed.add(Number(follow.id));
      else followed.delete(Number(follow.id));
      return { status: 200, body: { ok: true } };
    }
    const wishes = matchRoute(routes.wishes.listCourseWishes, request);
    if (wishes) return answers.wishes(Number(wishes.id));
    if (matchRoute(routes.wishes.findWishMatches, request)) return answers.wishMatches();
    if (matchRoute(routes.wishes.listMyWishes, request)) return answers.myWishes();
    const joined = matchRoute(routes.wishes.setWishJoined, request);
    if (joined) return { status: 200, body: sampleWish({ id: Number(joined.id), joined: true }) };
    const archives = matchRoute(routes.courses.listCourseArchives, request);
    if (archives) return answers.archives(Number(archives.id));
    return { status: 404, body: { detail: '找不到' } };
  });
  window.umami = { track: vi.fn() };
  return { server, answers, followed };
}

export type ArchiveServer = Awaited<ReturnType<typeof startArchiveServer>>;

/**
 * A fresh archive server for each test of the file: the handle answers the running test's `server` and
 * `answers`. After each test the server is closed and what the test changed of the window is forgotten.
 */
export function serveArchiveEachTest(): ArchiveServer {
  let current: ArchiveServer | null = null;
  const running = (): ArchiveServer => {
    if (!current) throw new Error('the archive server starts before each test');
    return current;
  };
  beforeEach(async () => {
    current = await startArchiveServer();
  });
  afterEach(async () => {
    await current?.server.close();
    delete window.umami;
    window.happyDOM?.setViewport({ width: 1024, height: 768 });
  });
  return {
    get server() {
      return running().server;
    },
    get answers() {
      return running().answers;
    },
    get followed() {
      return running().followed;
    },
  };
}

export const sidebar = () => screen.getByRole('navigation', { name: '課程列表' });
/** The first render waits for the route's guard and the app's chunks. */
export const pageReady = () => screen.findByRole('navigation', { name: '課程列表' });
export const rows = () => screen.queryAllByRole('article').map((row) => row.getAttribute('aria-label'));
