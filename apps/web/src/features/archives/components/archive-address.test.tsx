import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LONG_WAIT_MS } from '../../../lib/use-long-wait.ts';
import { final, midterm, overview, token } from '../../../testing/archive-fixtures.ts';
import { pageReady, serveArchiveEachTest, sidebar } from '../../../testing/archive-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const archive = serveArchiveEachTest();

const courseHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
const section = (name: string) => screen.findByRole('region', { name });

describe('the archive page’s address', () => {
  it('names the course chosen, and Back and Forward move between the courses chosen', async () => {
    const app = renderApp('/archive', { token });
    const link = await within(await pageReady()).findByRole('link', { name: '資料結構' });
    // A link like any other: it opens in a new tab too.
    expect(link.getAttribute('href')).toBe('/archive?course=3');
    await userEvent.click(link);
    await courseHeading('資料結構');
    expect(app.router.state.location.href).toBe('/archive?course=3');
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Operating Systems 作業系統' }));
    await courseHeading('Operating Systems 作業系統');
    expect(app.router.state.location.href).toBe('/archive?course=5');

    app.history.back();
    await courseHeading('資料結構');
    expect(within(sidebar()).getByRole('link', { name: '資料結構' }).getAttribute('aria-current')).toBe(
      'page',
    );
    app.history.back();
    expect(await section('最新上傳')).toBeTruthy();
    app.history.forward();
    await courseHeading('資料結構');
    app.history.forward();
    await courseHeading('Operating Systems 作業系統');
    expect(localStorage.getItem('selectedSubject')).toBe('5');
  });

  it('opens the course an address names, as a bookmark or a new tab does, whatever the last course was', async () => {
    localStorage.setItem('selectedSubject', '3');
    renderApp('/archive?course=5', { token });
    await courseHeading('Operating Systems 作業系統');
    expect(await screen.findByText('這門課還沒有考古題')).toBeTruthy();
    expect(localStorage.getItem('selectedSubject')).toBe('5');
    expect(archive.server.callsTo(routes.courses.listCourseArchives, { id: '3' })).toHaveLength(0);
  });

  it('notes each course shown as visited, once per course', async () => {
    renderApp('/archive?course=3', { token });
    await courseHeading('資料結構');
    await userEvent.click(within(sidebar()).getByRole('link', { name: '資料結構' }));
    await waitFor(() =>
      expect(archive.server.callsTo(routes.courses.recordCourseVisit, { id: '3' })).toHaveLength(1),
    );
    const [visit] = archive.server.callsTo(routes.courses.recordCourseVisit);
    expect(visit?.headers['x-xsrf-token']).toBe(archive.server.xsrfToken);
  });

  it('says a course is not found when the address names one that does not exist, and leads to the overview', async () => {
    const app = renderApp('/archive?course=99', { token });
    expect(await courseHeading('找不到這門課程')).toBeTruthy();
    expect(screen.getByText(/^這門課程不存在，或已被刪除/)).toBeTruthy();
    expect(archive.server.callsTo(routes.courses.listCourseArchives)).toHaveLength(0);
    expect(localStorage.getItem('selectedSubject')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '回到總覽' }));
    expect(await section('最近瀏覽的課程')).toBeTruthy();
    expect(app.router.state.location.href).toBe('/archive?overview=true');
  });

  it('says so in Chinese when the address names no course id at all', async () => {
    renderApp('/archive?course=abc', { token });
    expect(await courseHeading('找不到這門課程')).toBeTruthy();
    expect(screen.getByText('網址中的課程編號不正確，請從課程列表選擇課程。')).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: '總覽' }).hasAttribute('aria-current')).toBe(false);
  });

  it('shows the overview under 總覽 even with a last course, and Back returns to the course', async () => {
    localStorage.setItem('selectedSubject', '3');
    const app = renderApp('/archive', { token });
    await courseHeading('資料結構');
    await userEvent.click(within(sidebar()).getByRole('link', { name: '總覽' }));
    expect(await screen.findByText('王小明，歡迎回來。')).toBeTruthy();
    expect(app.router.state.location.href).toBe('/archive?overview=true');
    expect(within(sidebar()).getByRole('link', { name: '總覽' }).getAttribute('aria-current')).toBe('page');
    // The last course is still the last one: /archive (the top bar's title) reopens it.
    expect(localStorage.getItem('selectedSubject')).toBe('3');
    app.history.back();
    await courseHeading('資料結構');
  });
});

describe('the overview', () => {
  it('lists the user’s recent courses, the newest uploads and this term’s most downloaded, each a link', async () => {
    renderApp('/archive', { token });
    const recent = await section('最近瀏覽的課程');
    expect(await within(recent).findByRole('link', { name: /^離散數學/ })).toBeTruthy();
    const newest = await section('最新上傳');
    expect(
      within(newest)
        .getByRole('link', { name: /期末考/ })
        .getAttribute('href'),
    ).toBe('/archive?course=3&archive=32');
    const popular = await section('本學期熱門下載');
    expect(within(popular).getByText('114 學年度第 1 學期下載次數最多的考古題')).toBeTruthy();
    expect(within(popular).getByRole('link', { name: /下載 7 次/ })).toBeTruthy();
    await userEvent.click(within(recent).getByRole('link', { name: /^離散數學/ }));
    await courseHeading('離散數學');
  });

  it('draws placeholder rows only for a wait that lasts, never for an answer that comes at once', async () => {
    // The overview's code already here, as the page's start files fetch it: only the answer is awaited.
    const earlier = renderApp('/archive', { token });
    await section('最新上傳');
    earlier.unmount();
    // Placeholder rows an answer then replaces move everything below them: the page would jump. When the
    // first appear, if any (a busy machine's loopback answer may take longer than the wait).
    let placeholdersAfter: number | null = null;
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (placeholdersAfter === null && document.querySelector('main [aria-busy="true"]:not([role])'))
        placeholdersAfter = performance.now() - started;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      renderApp('/archive', { token });
      expect(await within(await section('最新上傳')).findByRole('link', { name: /期末考/ })).toBeTruthy();
    } finally {
      observer.disconnect();
    }
    expect(placeholdersAfter ?? LONG_WAIT_MS).toBeGreaterThanOrEqual(LONG_WAIT_MS);
  });

  it('opens an archive’s preview on its course in one click, and the address then keeps only the course', async () => {
    const app = renderApp('/archive', { token });
    const popular = await section('本學期熱門下載');
    await userEvent.click(await within(popular).findByRole('link', { name: /期中考/ }));
    const dialog = await screen.findByRole('dialog', { name: '期中考' });
    expect(within(dialog).getByText('林教授')).toBeTruthy();
    await courseHeading('資料結構');
    await waitFor(() => expect(app.router.state.location.href).toBe('/archive?course=3'));
    expect(window.umami?.track).toHaveBeenCalledWith('archive-view', { course_id: 3, archive_id: 31 });
  });

  it('opens an archive newer than the course’s list it holds, as a notification of a new exam links it', async () => {
    const app = renderApp('/archive?course=3', { token });
    // The list is held before the new exam is uploaded.
    await screen.findByRole('article', { name: '113 學年度 期末考（王教授）' });
    const fresh = { ...final, id: 33, name: '小考' };
    archive.answers.archives = () => ({ status: 200, body: [fresh, midterm, final] });
    await app.router.navigate({ href: '/archive?course=3&archive=33' });
    expect(await screen.findByRole('dialog', { name: '小考' })).toBeTruthy();
    expect(screen.queryByText('找不到這份考古題')).toBeNull();
  });

  it('shows the course and says so when the archive an address names is gone', async () => {
    const app = renderApp('/archive?course=3&archive=999', { token });
    await courseHeading('資料結構');
    expect(await screen.findByText('找不到這份考古題')).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.href).toBe('/archive?course=3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when it could not be loaded, and 重試 loads it', async () => {
    archive.answers.overview = () => ({
      status: 500,
      body: { detail: '伺服器錯誤', code: 'internal_error' },
    });
    renderApp('/archive', { token });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('無法載入總覽，請稍後再試')).toBeTruthy();
    expect(screen.getByText('王小明，歡迎回來。')).toBeTruthy();
    archive.answers.overview = () => ({ status: 200, body: { ...overview, recent_courses: [] } });
    await userEvent.click(within(alert).getByRole('button', { name: '重試' }));
    expect(await screen.findByText('還沒有瀏覽過的課程，從課程列表選一門開始吧。')).toBeTruthy();
  });
});
