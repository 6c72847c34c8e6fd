import { type Notification, routes } from '@pastexam/api-contract';
import { sampleNotifications } from '@pastexam/ui/notifications/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigWith, emptyOverview, meAnswer, noCourses } from '../testing/api-fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';
import { matchRoute, startTestServer, type TestServer } from '../testing/test-server.ts';
import { claimsFor, makeToken } from '../testing/tokens.ts';

let server: TestServer;
let tokenRevoked: boolean;
/** Set when an admin has demoted the signed-in user since their token was issued. */
let demoted: boolean;
const unauthorized = { status: 401, body: { detail: '登入已失效，請重新登入', code: 'unauthorized' } };

/** The signed-in user's notifications, as the server holds them. */
let notifications: Notification[];

beforeEach(async () => {
  tokenRevoked = false;
  demoted = false;
  notifications = sampleNotifications.map((item) => ({ ...item }));
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request))
      return { status: 200, body: appConfigWith({ ssoEnabled: true }) };
    if (matchRoute(routes.users.me, request)) {
      if (tokenRevoked) return unauthorized;
      return meAnswer(request, demoted ? { is_admin: false } : {});
    }
    // The archive page lists the courses as soon as it opens.
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: noCourses };
    if (matchRoute(routes.archives.archiveOverview, request)) return { status: 200, body: emptyOverview };
    // The overview counts today's 複習 cards.
    if (matchRoute(routes.review.getReviewQueue, request))
      return { status: 200, body: { day: '2026-11-30', due_count: 0, cards: [] } };
    // And the courses the reader follows, pinned atop the list.
    if (matchRoute(routes.follows.listMyFollows, request)) return { status: 200, body: { course_ids: [] } };
    // A course's page shows its 許願池.
    if (matchRoute(routes.wishes.listCourseWishes, request)) return { status: 200, body: { wishes: [] } };
    // The admin page lists the courses it administers as soon as it opens.
    if (matchRoute(routes.courses.adminListCourses, request)) return { status: 200, body: [] };
    // Every signed-in page asks for the 公告 button's unread count; the home page for its 重要公告.
    if (matchRoute(routes.announcements.unreadAnnouncements, request))
      return { status: 200, body: { unread_count: 0, newest: null } };
    if (matchRoute(routes.announcements.activeAnnouncements, request))
      return { status: 200, body: { items: [] } };
    // And for the count of 我的檢舉's outcomes not yet seen.
    if (matchRoute(routes.answerFlags.myFlags, request))
      return { status: 200, body: { flags: [], unseen: 0 } };
    if (matchRoute(routes.archiveReports.myArchiveReports, request))
      return { status: 200, body: { reports: [], unseen: 0 } };
    // And for the bell's count of unread notifications, its list when it opens, and 公告中心's page.
    if (matchRoute(routes.notifications.unreadNotifications, request))
      return { status: 200, body: { unread_count: notifications.filter((item) => !item.read).length } };
    if (matchRoute(routes.notifications.listNotifications, request))
      return { status: 200, body: { items: notifications, has_more: false } };
    const marked = matchRoute(routes.notifications.markNotificationRead, request);
    if (marked) {
      notifications = notifications.map((item) =>
        String(item.id) === marked.id ? { ...item, read: true } : item,
      );
      return { status: 200, body: { unread_count: notifications.filter((item) => !item.read).length } };
    }
    if (matchRoute(routes.announcements.listAnnouncements, request))
      return { status: 200, body: { items: [], total: 0 } };
    return unauthorized;
  });
});

afterEach(async () => {
  await server.close();
  delete window.umami;
});

const student = () => makeToken(claimsFor({ name: '王小明' }));
const admin = () => makeToken(claimsFor({ name: '系統管理員', is_admin: true }));

describe('route guards', () => {
  it('sends a guest who asks for /archive to the home page', async () => {
    const app = renderApp('/archive');
    expect(await screen.findByRole('heading', { name: '資訊系考古題系統' })).toBeTruthy();
    expect(app.pathname()).toBe('/');
  });

  it('never asks the server who a guest is: it asks for 重要公告 and the figures, and for the sign-in settings only once the pointer reaches 登入', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: '資訊系考古題系統' });
    await waitFor(() => expect(server.callsTo(routes.announcements.activeAnnouncements)).toHaveLength(1));
    await waitFor(() => expect(server.callsTo(routes.statistics.getStatistics)).toHaveLength(1));
    expect(server.callsTo(routes.auth.appConfig)).toHaveLength(0);
    const [login] = screen.getAllByRole('button', { name: '登入' });
    if (!login) throw new Error('no 登入 button');
    // Reaching for 登入 readies the sign-in dialog, which asks for its settings; by their answer it has settled.
    await userEvent.hover(login);
    await waitFor(() => expect(server.callsTo(routes.auth.appConfig)).toHaveLength(1));
    expect(server.requests).toHaveLength(3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a signed-in user who opens / to /archive', async () => {
    const app = renderApp('/', { token: student() });
    expect(await screen.findByRole('heading', { name: '考古題' })).toBeTruthy();
    expect(app.pathname()).toBe('/archive');
    expect(screen.getByText('王小明，歡迎回來。')).toBeTruthy();
  });

  it('sends a non-admin who opens /admin to /archive', async () => {
    const app = renderApp('/admin', { token: student() });
    expect(await screen.findByRole('heading', { name: '考古題' })).toBeTruthy();
    expect(app.pathname()).toBe('/archive');
  });

  it('takes the admin pages from a user the server no longer counts as an admin, whatever the token says', async () => {
    demoted = true;
    const app = renderApp('/admin', { token: admin() });
    expect(await screen.findByRole('heading', { name: '考古題' })).toBeTruthy();
    expect(app.pathname()).toBe('/archive');
    expect(screen.getByText('系統管理員')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '系統管理' })).toBeNull();
  });

  it('shows 系統管理 to an admin the server confirms, and drops it on the next navigation after a demotion', async () => {
    const app = renderApp('/archive', { token: admin() });
    await screen.findByRole('heading', { name: '考古題' });
    expect(await screen.findByRole('button', { name: '系統管理' })).toBeTruthy();

    demoted = true;
    await app.router.navigate({ to: '/admin' });
    await waitFor(() => expect(screen.queryByRole('button', { name: '系統管理' })).toBeNull());
    expect(app.pathname()).toBe('/archive');
  });

  it('lets an admin open /admin', async () => {
    const app = renderApp('/admin', { token: admin() });
    expect(await screen.findByRole('heading', { name: '系統管理' })).toBeTruthy();
    expect(app.pathname()).toBe('/admin');
  });

  it('treats a token more than 60 s past its expiry as signed out and forgets it', async () => {
    const app = renderApp('/archive', { token: makeToken(claimsFor({}, -61)) });
    expect(await screen.findByRole('heading', { name: '資訊系考古題系統' })).toBeTruthy();
    expect(app.pathname()).toBe('/');
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('re-checks on every navigation: a token dropped while on /archive sends the next navigation home', async () => {
    const app = renderApp('/archive', { token: admin() });
    await screen.findByRole('heading', { name: '考古題' });
    sessionStorage.removeItem('authToken');
    await app.router.navigate({ to: '/admin' });
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });

  it('shows a zh-TW 404 page with a way home', async () => {
    const app = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '找不到這個頁面' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '回到首頁' }));
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });
});

describe('app shell', () => {
  it('asks the server at start-up whether the stored token still holds', async () => {
    tokenRevoked = true;
    const app = renderApp('/archive', { token: student() });

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(server.callsTo(routes.users.me)).toHaveLength(1);
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('sends a signed-in user home when any call answers 401', async () => {
    const app = renderApp('/archive', { token: student() });
    await screen.findByRole('heading', { name: '考古題' });
    await waitFor(() => expect(server.callsTo(routes.users.me)).toHaveLength(1));
    expect(app.pathname()).toBe('/archive');

    await app.api.call(routes.aiExam.listTasks, { query: {} }).catch(() => undefined);

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(await screen.findAllByRole('button', { name: '登入' })).not.toHaveLength(0);
  });

  it('leads the title to /archive when signed in', async () => {
    const app = renderApp('/admin', { token: admin() });
    await screen.findByRole('heading', { name: '系統管理' });
    await userEvent.click(screen.getByRole('button', { name: '考古題系統' }));
    await waitFor(() => expect(app.pathname()).toBe('/archive'));
  });

  it('reports each page change to the analytics script', async () => {
    window.umami = { track: vi.fn() };
    const app = renderApp('/archive', { token: admin() });
    await screen.findByRole('heading', { name: '考古題' });
    await app.router.navigate({ to: '/admin' });
    await screen.findByRole('heading', { name: '系統管理' });
    expect(window.umami.track).toHaveBeenCalledWith('navigation', { path: '/admin' });
  });

  it('leads a notification to its page, one about an announcement to 公告中心 and one about a report to 我的檢舉', async () => {
    const app = renderApp('/archive', { token: admin() });
    await screen.findByRole('heading', { name: '考古題' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通知，2 則未讀' }));
    await user.click(await screen.findByRole('link', { name: /重要公告：期末考週圖書館延長開放/ }));
    expect(await screen.findByRole('dialog', { name: '公告中心' })).toBeTruthy();
    expect(app.pathname()).toBe('/archive');
    await user.click(screen.getByRole('button', { name: '關閉' }));

    await user.click(await screen.findByRole('button', { name: '通知，1 則未讀' }));
    await user.click(await screen.findByRole('link', { name: /你許願的「演算法 111 期末考」已上傳/ }));
    await waitFor(() => expect(app.router.state.location.searchStr).toBe('?course=5&archive=12'));

    await user.click(await screen.findByRole('button', { name: /^通知/ }));
    await user.click(await screen.findByRole('link', { name: /你回報的「期中考」已處理/ }));
    expect(await screen.findByRole('dialog', { name: '我的檢舉' })).toBeTruthy();
    expect(app.router.state.location.searchStr).toBe('?course=5&archive=12');
  });

  it('leads the title home for a guest', async () => {
    const app = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: '找不到這個頁面' });
    await userEvent.click(screen.getByRole('button', { name: '考古題系統' }));
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });

  it('shows the sidebar toggle only on /archive, and it opens and closes the course list', async () => {
    const app = renderApp('/archive', { token: admin() });
    await screen.findByRole('heading', { name: '考古題' });
    const toggle = screen.getByRole('button', { name: '開啟/關閉課程列表' });
    expect(screen.getByRole('navigation', { name: '課程列表' })).toBeTruthy();
    await userEvent.click(toggle);
    expect(screen.queryByRole('navigation', { name: '課程列表' })).toBeNull();
    await userEvent.click(toggle);
    expect(within(screen.getByRole('navigation', { name: '課程列表' })).getByText('大一課程')).toBeTruthy();

    await app.router.navigate({ to: '/admin' });
    await screen.findByRole('heading', { name: '系統管理' });
    expect(screen.queryByRole('button', { name: '開啟/關閉課程列表' })).toBeNull();
  });
});
