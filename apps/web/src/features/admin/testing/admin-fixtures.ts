import { type Course, routes, type SearchStatus, type User } from '@pastexam/api-contract';
import { selfUser, ssoStudent as storySsoStudent } from '@pastexam/ui/admin/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { appConfigWith } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, startTestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import type { AdminTab } from '../admin-address.ts';
import { writeAdminTab } from '../hooks/admin-tab.ts';
import { createAdminApi } from './admin-api.ts';
import { createAuditApi } from './audit-api.ts';
import {
  archiveOfDeletedCourse,
  archiveOfReopenedCourse,
  createTrashApi,
  trashedArchive,
} from './trash-api.ts';

export const ADMIN_ID = 7;
export const self: User = { ...selfUser, id: ADMIN_ID };
export const ssoStudent: User = { ...storySsoStudent, id: 8 };
export const sampleCourse: Course = {
  id: 1,
  name: '資料結構',
  category: 'sophomore',
  archive_count: 3,
  pending: false,
  created_at: '2026-09-01T00:00:00.000Z',
};

/** Every create, update and delete of the admin page. */
const ADMIN_WRITES = [
  routes.courses.adminCreateCourse,
  routes.courses.adminUpdateCourse,
  routes.courses.adminDeleteCourse,
  routes.users.createUser,
  routes.users.updateUser,
  routes.users.deleteUser,
  routes.users.logoutAllOfUser,
];

/**
 * A loopback server with the admin endpoints over one course, two accounts (the signed-in admin and a
 * single sign-on student) and three archives in the trash (one deleted alone, two with their course, one of
 * which has an active namesake). `failCourseList` makes the course list answer 500;
 * `failWrites` makes every admin create, update and delete answer 500.
 */
/** The search index with every page read, on a server that has OCR. */
export const indexedSearch: SearchStatus = {
  pages_indexed: 240,
  pages_waiting_ocr: 0,
  pages_ocr_failed: 0,
  archives_waiting: 0,
  ocr_available: true,
};

export async function startAdminServer() {
  const adminApi = createAdminApi({ courses: [sampleCourse], users: [self, ssoStudent], selfId: ADMIN_ID });
  const trashApi = createTrashApi(
    [trashedArchive, archiveOfDeletedCourse, archiveOfReopenedCourse],
    () => adminApi.courses,
  );
  const auditApi = createAuditApi();
  const options = { failCourseList: false, failWrites: false, searchStatus: indexedSearch };
  const server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return { status: 200, body: self };
    if (matchRoute(routes.search.searchStatus, request)) return { status: 200, body: options.searchStatus };
    if (options.failCourseList && matchRoute(routes.courses.adminListCourses, request)) {
      return { status: 500, body: { detail: '伺服器發生錯誤，請稍後再試', code: 'internal_error' } };
    }
    if (options.failWrites && ADMIN_WRITES.some((route) => matchRoute(route, request))) {
      return { status: 500, body: { detail: '伺服器發生錯誤，請稍後再試', code: 'internal_error' } };
    }
    return (
      adminApi.handle(request) ??
      trashApi.handle(request) ??
      auditApi.handle(request) ?? { status: 404, body: { detail: '找不到此 API 路徑', code: 'not_found' } }
    );
  });
  return { server, adminApi, trashApi, options };
}

export type AdminServer = Awaited<ReturnType<typeof startAdminServer>>;

/**
 * Gives each test of the file its own admin server (handed to `onStart` before the test) and the page opening on
 * `tab` (default: the page's own choice); closes it after. Answers the usage-event recorder, reset each test.
 */
export function serveAdminEachTest(onStart: (admin: AdminServer) => void, tab?: AdminTab): Mock {
  const track = vi.fn();
  let running: AdminServer | null = null;
  beforeEach(async () => {
    running = await startAdminServer();
    onStart(running);
    window.umami = { track };
    if (tab) writeAdminTab(localStorage, tab);
  });
  afterEach(async () => {
    await running?.server.close();
    running = null;
    delete window.umami;
    track.mockReset();
  });
  return track;
}

/** The admin page at `path` (its address may name a tab), signed in as `self`. */
export function openAdmin(path = '/admin') {
  return renderApp(path, {
    token: makeToken(claimsFor({ uid: ADMIN_ID, name: self.name, is_admin: true })),
  });
}

/** Opens the dropdown of `combobox` and picks `option` from its own list. */
export async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('the combobox controls no list');
  // happy-dom has no layout, so Mantine keeps its positioned dropdown hidden; the option is still there to choose.
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** Answers the danger confirmation titled `title` with `answer`. */
export async function answerConfirm(title: string, answer: '取消' | '刪除' | '登出所有裝置' | '永久刪除') {
  const confirm = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(confirm).getByRole('button', { name: answer }));
  return confirm;
}
