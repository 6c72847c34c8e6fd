import { routes } from '@pastexam/api-contract';
import { sampleAdminAnnouncements } from '@pastexam/ui/announcements/fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnouncementsApi } from '../../../testing/announcements-api.ts';
import { appConfigWith } from '../../../testing/api-fixtures.ts';
import { matchRoute, startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { readAdminTab, writeAdminTab } from '../hooks/admin-tab.ts';
import { answerConfirm, openAdmin, pick, self } from '../testing/admin-fixtures.ts';

let server: TestServer;
let announcements: ReturnType<typeof createAnnouncementsApi>;
const track = vi.fn();
const [scheduled, off] = sampleAdminAnnouncements;

beforeEach(async () => {
  // Everything read: nothing opens by itself over the page.
  announcements = createAnnouncementsApi(undefined, [1, 2, 3]);
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return { status: 200, body: self };
    return announcements.handle(request) ?? { status: 404, body: { detail: '找不到', code: 'not_found' } };
  });
  window.umami = { track };
  writeAdminTab(localStorage, 'announcements');
});

afterEach(async () => {
  await server.close();
  delete window.umami;
  track.mockReset();
});

const listQueries = () =>
  server
    .callsTo(routes.announcements.adminListAnnouncements)
    .map((request) => Object.fromEntries(new URL(request.path, 'http://test').searchParams));
const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function openTab() {
  openAdmin();
  expect(await screen.findByRole('tab', { name: '公告管理', selected: true })).toBeTruthy();
  await screen.findByRole('cell', { name: scheduled?.title });
}

describe('the 公告管理 tab', () => {
  it('lists the announcements a page at a time, and is remembered as the open tab', async () => {
    await openTab();
    expect(titles()).toEqual(sampleAdminAnnouncements.map((announcement) => announcement.title));
    expect(screen.getByText('共 5 則公告')).toBeTruthy();
    expect(listQueries()).toEqual([{ page: '1', limit: '10' }]);
    expect(readAdminTab(localStorage)).toBe('announcements');
  });

  it('asks the server once for a word typed letter by letter, and for each filter', async () => {
    await openTab();
    const search = screen.getByRole('textbox', { name: '搜尋公告' });
    await userEvent.type(search, '維護');
    await waitFor(() => expect(titles()).toEqual(['系統維護通知']));
    expect(listQueries()).toEqual([
      { page: '1', limit: '10' },
      { q: '維護', page: '1', limit: '10' },
    ]);
    await userEvent.type(search, '颱風');
    expect(await screen.findByText('沒有符合條件的公告')).toBeTruthy();

    await userEvent.clear(search);
    await pick(screen.getByRole('combobox', { name: '重要性' }), '重要');
    await pick(screen.getByRole('combobox', { name: '狀態' }), '已停用');
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        importance: 'important',
        status: 'off',
        page: '1',
        limit: '10',
      }),
    );
    await waitFor(() => expect(titles()).toEqual([off?.title]));
  });

  it('publishes an announcement, which the table then lists first', async () => {
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: '新增公告' }));
    const dialog = await screen.findByRole('dialog', { name: '新增公告' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /標題/ }), '期中考停課');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /內容/ }), '11 月 3 日停課一天。');
    await userEvent.click(within(dialog).getByRole('radio', { name: '重要' }));
    fireEvent.change(within(dialog).getByLabelText('結束時間'), { target: { value: '2026/11/04 00:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '發布' }));

    expect(await screen.findByText('已新增公告「期中考停課」')).toBeTruthy();
    await waitFor(() => expect(titles()[0]).toBe('期中考停課'));
    const [post] = server.callsTo(routes.announcements.adminCreateAnnouncement);
    expect(JSON.parse(post?.body ?? '')).toEqual({
      title: '期中考停課',
      body: '11 月 3 日停課一天。',
      importance: 'important',
      active: true,
      starts_at: null,
      ends_at: '2026-11-04T00:00:00+08:00',
    });
    expect(track).toHaveBeenCalledWith('announcement-create', { id: expect.any(Number) });
  });

  it('edits an announcement: switched on, it reads 顯示中', async () => {
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: `編輯 ${off?.title}` }));
    const dialog = await screen.findByRole('dialog', { name: '編輯公告' });
    await userEvent.click(within(dialog).getByRole('switch', { name: /啟用/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await screen.findByText(`已更新公告「${off?.title}」`)).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: off?.title })).closest('tr');
    await waitFor(() => expect(row?.textContent).toContain('顯示中'));
    expect(track).toHaveBeenCalledWith('announcement-update', { id: off?.id });
  });

  it('deletes an announcement once confirmed', async () => {
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: `刪除 ${scheduled?.title}` }));
    const confirm = await answerConfirm('刪除公告', '刪除');
    expect(confirm.textContent).toContain(`確定要刪除公告「${scheduled?.title}」嗎？讀者將不再看到這則公告`);
    expect(await screen.findByText(`已刪除公告「${scheduled?.title}」`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: scheduled?.title })).toBeNull());
    expect(server.callsTo(routes.announcements.adminDeleteAnnouncement)).toHaveLength(1);
  });

  it('says an announcement deleted meanwhile is gone, closes the editor and drops the row', async () => {
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: `編輯 ${scheduled?.title}` }));
    const dialog = await screen.findByRole('dialog', { name: '編輯公告' });
    // Another administrator deletes it while this one edits.
    announcements.remove(scheduled?.id ?? 0);
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('找不到此公告，可能已被刪除')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '編輯公告' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('cell', { name: scheduled?.title })).toBeNull());
  });
});
