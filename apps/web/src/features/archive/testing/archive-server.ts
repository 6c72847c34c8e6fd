import {
  type ArchiveOverview,
  type CoursesByCategory,
  type ListedArchive,
  type OverviewArchive,
  routes,
} from '@pastexam/api-contract';
import { sampleHits } from '@pastexam/ui/search-results/fixtures';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { appConfigWith, meAnswer } from '../../../testing/api-fixtures.ts';
import { matchRoute, startTestServer, type TestResponse } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';

/** A small department: course 3 has two archives, course 4 (awaiting review) none, course 99 does not exist. */
export const courses: CoursesByCategory = {
  freshman: [{ id: 1, name: '計算機概論' }],
  sophomore: [
    { id: 3, name: '資料結構' },
    { id: 4, name: '離散數學', pending: true },
  ],
  junior: [{ id: 5, name: 'Operating Systems 作業系統' }],
  senior: [],
  graduate: [],
  interdisciplinary: [],
  general: [],
};

const base = {
  download_count: 0,
  uploader_id: null,
  created_at: '2025-01-10T08:00:00.000Z',
  message_count: 0,
};
export const midterm: ListedArchive = {
  ...base,
  id: 31,
  name: '期中考',
  professor: '林教授',
  academic_year: 112,
  archive_type: 'midterm',
  has_answers: true,
};
export const final: ListedArchive = {
  ...base,
  id: 32,
  name: '期末考',
  professor: '王教授',
  academic_year: 113,
  archive_type: 'final',
  has_answers: false,
  download_count: 5,
};
export const archivesByCourse: Record<number, ListedArchive[]> = { 3: [midterm, final], 4: [], 5: [] };

const inDataStructures = (archive: ListedArchive): OverviewArchive => ({
  ...archive,
  course_id: 3,
  course_name: '資料結構',
  course_category: 'sophomore',
});
export const overview: ArchiveOverview = {
  term: { academic_year: 114, semester: 1, starts_on: '2025-08-01', ends_on: '2026-01-31' },
  recent_courses: [
    { id: 4, name: '離散數學', category: 'sophomore', pending: true, visited_at: '2025-10-01T08:00:00.000Z' },
  ],
  newest_archives: [inDataStructures(final)],
  popular_archives: [{ ...inDataStructures(midterm), term_download_count: 7 }],
};

export const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
export const fileName = '113_資料結構_王教授_期末考.pdf';
export const token = makeToken(claimsFor({ name: '王小明' }));

/**
 * A loopback API for the archive page with the department above; each answer can be swapped by a test. Reports
 * analytics events to a spy on `window.umami`.
 */
export async function startArchiveServer() {
  const answers = {
    overview: (): TestResponse => ({ status: 200, body: overview }),
    courses: (): TestResponse => ({ status: 200, body: courses }),
    archives: (courseId: number): TestResponse =>
      courseId in archivesByCourse
        ? { status: 200, body: archivesByCourse[courseId] }
        : { status: 404, body: { detail: '找不到這門課程', code: 'course_not_found' } },
    search: (): TestResponse => ({ status: 200, body: { items: sampleHits, next_cursor: null } }),
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
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.courses.listCourses, request)) return answers.courses();
    if (matchRoute(routes.archives.archiveDownload, request)) return answers.download();
    if (matchRoute(routes.archives.archiveOverview, request)) return answers.overview();
    if (matchRoute(routes.courses.recordCourseVisit, request)) return { status: 200, body: { ok: true } };
    if (matchRoute(routes.search.search, request)) return answers.search();
    const archives = matchRoute(routes.courses.listCourseArchives, request);
    if (archives) return answers.archives(Number(archives.id));
    return { status: 404, body: { detail: '找不到' } };
  });
  window.umami = { track: vi.fn() };
  return { server, answers };
}

export type ArchiveServer = Awaited<ReturnType<typeof startArchiveServer>>;

/**
 * A fresh archive server for each test of the file, handed to `take`; after each test it is closed and what the
 * test changed of the window is forgotten.
 */
export function serveArchiveEachTest(take: (started: ArchiveServer) => void): void {
  let current: ArchiveServer | null = null;
  beforeEach(async () => {
    current = await startArchiveServer();
    take(current);
  });
  afterEach(async () => {
    await current?.server.close();
    delete window.umami;
    window.happyDOM?.setViewport({ width: 1024, height: 768 });
  });
}

export const sidebar = () => screen.getByRole('navigation', { name: '課程列表' });
/** The first render waits for the route's guard and the app's chunks. */
export const pageReady = () => screen.findByRole('navigation', { name: '課程列表' });
export const rows = () => screen.queryAllByRole('article').map((row) => row.getAttribute('aria-label'));
