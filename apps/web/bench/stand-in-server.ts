// The built web app served on loopback beside a stand-in API that answers the contract's routes with a large
// department, at once: what the benchmark measures is the browser's work, not the server's.
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import {
  API_PREFIX,
  announcementListSchema,
  announcementUnreadSchema,
  appConfigSchema,
  archiveOverviewSchema,
  courseCategories,
  courseListSchema,
  type RouteSpec,
  routes,
  statisticsSchema,
  userSchema,
  XSRF_COOKIE,
} from '@pastexam/api-contract';
import {
  ADMIN_ID,
  departmentArchives,
  departmentCourses,
  departmentUsers,
  LARGE_COURSE,
} from './department-data.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** A route's path parameters when `method` and `path` call it, or null. */
export function matchRoute(route: RouteSpec, method: string, path: string): Record<string, string> | null {
  if (method !== route.method.toUpperCase()) return null;
  const names: string[] = [];
  const source = route.path.replaceAll(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/?]+)';
  });
  const match = new RegExp(`^${API_PREFIX}${source}(?:\\?.*)?$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}

/** Who a request comes from, as its bearer token names them. */
export type Claims = { uid: number; name: string; is_admin: boolean };

/**
 * More of the API for one benchmark's page: answers a request it serves (and answers true), or leaves it to the
 * department's routes (false).
 */
export type MoreRoutes = (
  request: { method: string; path: string; user: Claims },
  response: ServerResponse,
) => boolean;

/** The signed-in user the bearer token names (tokens here are unsigned; the app only decodes them). */
function claimsOf(authorization: string | undefined): Claims {
  const payload = authorization?.split('.')[1] ?? '';
  const claims: unknown = payload ? JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) : null;
  const read = (key: string): unknown =>
    typeof claims === 'object' && claims !== null ? Reflect.get(claims, key) : undefined;
  const uid = read('uid');
  const name = read('name');
  return {
    uid: typeof uid === 'number' ? uid : 0,
    name: typeof name === 'string' ? name : '',
    is_admin: read('is_admin') === true,
  };
}

const announcement = {
  id: 1,
  title: '期末考古題上傳開放',
  body: '本學期的期末考古題已開放上傳，歡迎補齊缺少的考卷。',
  importance: 'important',
  published_at: '2025-12-01T00:00:00.000Z',
  ends_at: null,
  seen: true,
} as const;

/** The answers, built once: the same bytes for every run. */
function department() {
  const courses = departmentCourses();
  const adminCourses = courseCategories.flatMap((category) =>
    courses[category].map((course) => ({
      ...course,
      category,
      archive_count: course.id === LARGE_COURSE.id ? 2_000 : 0,
      pending: false,
      created_at: '2025-09-01T00:00:00.000Z',
    })),
  );
  return {
    courses: JSON.stringify(courses),
    archives: JSON.stringify(departmentArchives()),
    adminCourses: JSON.stringify(courseListSchema.parse(adminCourses)),
    config: JSON.stringify(
      appConfigSchema.parse({
        auth: { sso_enabled: false, sso_disabled_reason: '尚未設定校務單一登入' },
        archives: { upload_max_bytes: 50 * 1024 * 1024 },
        issue_report: { url: null },
        notifications: { email_available: false },
      }),
    ),
    users: JSON.stringify(departmentUsers()),
    // The landing page's figures, and one important announcement seen by everyone (it shows on the landing page).
    statistics: JSON.stringify(
      statisticsSchema.parse({
        archives: 2_000,
        courses: 500,
        users: 2_000,
        downloads: 48_000,
        active_users_today: 120,
      }),
    ),
    announcements: JSON.stringify(announcementListSchema.parse({ items: [announcement] })),
    unread: JSON.stringify(announcementUnreadSchema.parse({ unread_count: 0, newest: announcement })),
    // A new user's overview, as the archive page shows it before a course is chosen.
    overview: JSON.stringify(
      archiveOverviewSchema.parse({
        term: { academic_year: 114, semester: 1, starts_on: '2025-08-01', ends_on: '2026-01-31' },
        recent_courses: [],
        recent_archives: [],
        followed_courses: [],
        newest_archives: [],
        popular_archives: [],
      }),
    ),
  };
}

/** An unsigned JWT-shaped token: the app only decodes it, and the stand-in trusts it. */
export function tokenFor(user: { uid: number; name: string; is_admin: boolean }): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { ...user, email: 'bench@example.edu', avatar_url: null, realm_roles: [], iat: now };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, exp: now + 3600, jti: 'bench', sub: String(user.uid) })}.bench`;
}

export type StandIn = { url: string; archivesBytes: number; close: () => Promise<void> };

/** Answers `body`, JSON already. */
export function json(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}

export async function startStandIn(distDir: string, more?: MoreRoutes): Promise<StandIn> {
  const answers = department();

  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    if (!req.headers.cookie?.includes(`${XSRF_COOKIE}=`))
      res.setHeader('set-cookie', `${XSRF_COOKIE}=bench; Path=/; SameSite=Lax`);
    if (path.startsWith(`${API_PREFIX}/`)) {
      const user = claimsOf(req.headers.authorization);
      if (more?.({ method, path, user }, res)) return;
      if (matchRoute(routes.auth.appConfig, method, path)) return json(res, 200, answers.config);
      if (matchRoute(routes.users.me, method, path))
        return json(
          res,
          200,
          JSON.stringify(
            userSchema.parse({
              id: user.uid,
              name: user.name,
              email: 'bench@example.edu',
              is_admin: user.is_admin,
              nickname: null,
              avatar_url: null,
              auth_provider: 'local',
              last_login_at: null,
              created_at: '2025-09-01T00:00:00.000Z',
            }),
          ),
        );
      if (matchRoute(routes.statistics.getStatistics, method, path))
        return json(res, 200, answers.statistics);
      if (matchRoute(routes.announcements.activeAnnouncements, method, path))
        return json(res, 200, answers.announcements);
      if (matchRoute(routes.announcements.unreadAnnouncements, method, path))
        return json(res, 200, answers.unread);
      if (matchRoute(routes.courses.listCourses, method, path)) return json(res, 200, answers.courses);
      if (matchRoute(routes.archives.archiveOverview, method, path)) return json(res, 200, answers.overview);
      if (matchRoute(routes.courses.recordCourseVisit, method, path)) return json(res, 200, '{"ok":true}');
      if (matchRoute(routes.follows.listMyFollows, method, path)) return json(res, 200, '{"course_ids":[]}');
      if (matchRoute(routes.wishes.listCourseWishes, method, path)) return json(res, 200, '{"wishes":[]}');
      if (matchRoute(routes.archives.recordArchiveView, method, path)) return json(res, 200, '{"ok":true}');
      const archivesOf = matchRoute(routes.courses.listCourseArchives, method, path);
      if (archivesOf)
        return json(res, 200, archivesOf.id === String(LARGE_COURSE.id) ? answers.archives : '[]');
      if (user.uid === ADMIN_ID && matchRoute(routes.courses.adminListCourses, method, path))
        return json(res, 200, answers.adminCourses);
      if (user.uid === ADMIN_ID && matchRoute(routes.users.listUsers, method, path))
        return json(res, 200, answers.users);
      return json(res, 404, JSON.stringify({ detail: '找不到' }));
    }
    const file = normalize(join(distDir, decodeURIComponent(path.split('?')[0] ?? '/')));
    const served = file.startsWith(distDir) && extname(file) !== '' ? file : join(distDir, 'index.html');
    readFile(served).then(
      (content) => {
        res.writeHead(200, { 'content-type': contentTypes[extname(served)] ?? 'application/octet-stream' });
        res.end(content);
      },
      () => {
        res.writeHead(404);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    archivesBytes: Buffer.byteLength(answers.archives),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
