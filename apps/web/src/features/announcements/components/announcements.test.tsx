import { routes } from '@pastexam/api-contract';
import { importantAnnouncement, normalAnnouncement } from '@pastexam/ui/announcements/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnnouncementsApi } from '../../../testing/announcements-api.ts';
import { appConfigWith, emptyOverview, meAnswer, noCourses } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';

let server: TestServer | null = null;
const track = vi.fn();

/** A server with the announcement endpoints over the samples, the reader having seen `seen`. */
async function serve(seen: number[] = []) {
  const announcements = createAnnouncementsApi(undefined, seen);
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: noCourses };
    if (matchRoute(routes.archives.archiveOverview, request)) return { status: 200, body: emptyOverview };
    return announcements.handle(request) ?? { status: 404, body: { detail: '找不到', code: 'not_found' } };
  });
  window.umami = { track };
  return announcements;
}

afterEach(async () => {
  await server?.close();
  server = null;
  delete window.umami;
  track.mockReset();
});

/** The archive page, signed in, once it has loaded what it shows of its own. */
async function signedIn() {
  const view = renderApp('/archive', { token: makeToken(claimsFor({ name: '王小明' })) });
  await screen.findByText('系上還沒有考古題。');
  return view;
}
const seenCalls = () => server?.callsTo(routes.announcements.markAnnouncementsSeen) ?? [];

describe('the announcement that opens after sign-in', () => {
  it('opens the newest unseen one once, marking it seen on the server, and not again after a reload', async () => {
    const announcements = await serve();
    const view = await signedIn();
    const dialog = await screen.findByRole('dialog', { name: importantAnnouncement.title });
    await waitFor(() => expect(announcements.seen.has(importantAnnouncement.id)).toBe(true));
    expect(seenCalls().map((call) => JSON.parse(call.body))).toEqual([{ ids: [importantAnnouncement.id] }]);
    expect(track).toHaveBeenCalledWith('announcement-open', {
      id: importantAnnouncement.id,
      from: 'sign-in',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    view.unmount();
    await signedIn();
    // The other two are still unread: the dot says so, and nothing opens.
    expect(await screen.findByRole('button', { name: '公告（2 則未讀）' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seenCalls()).toHaveLength(1);
  });

  it('opens nothing when the newest is seen, older unread ones left to 公告中心', async () => {
    await serve([importantAnnouncement.id]);
    await signedIn();
    expect(await screen.findByRole('button', { name: '公告（2 則未讀）' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads to 公告中心 with 查看所有公告', async () => {
    await serve();
    await signedIn();
    const dialog = await screen.findByRole('dialog', { name: importantAnnouncement.title });
    await userEvent.click(within(dialog).getByRole('button', { name: '查看所有公告' }));
    const center = await screen.findByRole('dialog', { name: '公告中心' });
    await within(center).findByRole('list', { name: '公告列表' });
    // The one just read is seen already; the center marks the other two.
    await waitFor(() => expect(seenCalls()).toHaveLength(2));
    expect(JSON.parse(seenCalls()[1]?.body ?? '')).toEqual({ ids: [normalAnnouncement.id, 1] });
  });
});

describe('公告 and 公告中心', () => {
  it('lists what is shown with the unread marked, marks the page seen, and the dot clears', async () => {
    const announcements = await serve([importantAnnouncement.id]);
    await signedIn();
    await userEvent.click(await screen.findByRole('button', { name: '公告（2 則未讀）' }));
    const center = await screen.findByRole('dialog', { name: '公告中心' });
    const items = within(await within(center).findByRole('list', { name: '公告列表' })).getAllByRole(
      'article',
    );
    expect(items.map((item) => within(item).queryByText('未讀') !== null)).toEqual([false, true, true]);
    expect(track.mock.calls.map(([event]) => event)).toContain('announcement-center-open');

    expect(await screen.findByRole('button', { name: '公告' })).toBeTruthy();
    expect([...announcements.seen].sort()).toEqual([1, 2, 3]);
    // The marks stay while the center is open, so the reader sees which were new.
    expect(within(center).getAllByText('未讀')).toHaveLength(2);
    expect(seenCalls().map((call) => JSON.parse(call.body))).toEqual([{ ids: [normalAnnouncement.id, 1] }]);
  });

  it('asks again each time it opens, and marks nothing twice', async () => {
    await serve([1, 2, 3]);
    await signedIn();
    const button = await screen.findByRole('button', { name: '公告' });
    await userEvent.click(button);
    await screen.findByRole('list', { name: '公告列表' });
    await userEvent.click(
      within(screen.getByRole('dialog', { name: '公告中心' })).getByRole('button', { name: '關閉' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(button);
    await waitFor(() => expect(server?.callsTo(routes.announcements.listAnnouncements)).toHaveLength(2));
    expect(seenCalls()).toEqual([]);
  });
});

describe('the home page', () => {
  it('shows guests the 重要 announcements once the page has settled', async () => {
    await serve();
    renderApp('/');
    const section = await screen.findByRole('region', { name: '重要公告' });
    expect(within(section).getByRole('heading', { name: importantAnnouncement.title })).toBeTruthy();
    expect(within(section).queryByText(normalAnnouncement.title)).toBeNull();
    const [call] = server?.callsTo(routes.announcements.activeAnnouncements) ?? [];
    expect(new URL(call?.path ?? '', 'http://test').searchParams.get('importance')).toBe('important');
  });
});
