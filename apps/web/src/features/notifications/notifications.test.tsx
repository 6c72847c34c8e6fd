import { type Notification, notificationEvents, routes } from '@pastexam/api-contract';
import { sampleNotifications, sampleSettings } from '@pastexam/ui/notifications/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigWith, meAnswer } from '../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../testing/render-with-services.tsx';
import { TestEventSource } from '../../testing/test-event-source.ts';
import { matchRoute, useTestServer } from '../../testing/test-server.ts';
import { TopBarNotifications } from './components/top-bar-notifications.tsx';

const server = useTestServer();
const me = { uid: 7, is_admin: false };

let notifications: Notification[];
let saved: unknown[];
/** Whether GET /config says the server can send mail. */
let emailAvailable: boolean;
beforeEach(async () => {
  notifications = sampleNotifications.map((item) => ({ ...item }));
  saved = [];
  emailAvailable = true;
  const unread = () => ({ unread_count: notifications.filter((item) => !item.read).length });
  await server.start((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.auth.appConfig, request))
      return { status: 200, body: appConfigWith({ emailAvailable }) };
    if (matchRoute(routes.notifications.unreadNotifications, request)) return { status: 200, body: unread() };
    if (matchRoute(routes.notifications.listNotifications, request))
      return { status: 200, body: { items: notifications, has_more: false } };
    const marked = matchRoute(routes.notifications.markNotificationRead, request);
    if (marked) {
      const id = Number(marked.id);
      notifications = notifications.map((item) => (item.id === id ? { ...item, read: true } : item));
      return { status: 200, body: unread() };
    }
    if (matchRoute(routes.notifications.markAllNotificationsRead, request)) {
      notifications = notifications.map((item) => ({ ...item, read: true }));
      return { status: 200, body: unread() };
    }
    if (matchRoute(routes.notifications.getNotificationSettings, request))
      return { status: 200, body: sampleSettings };
    if (matchRoute(routes.notifications.setNotificationSettings, request)) {
      saved.push(JSON.parse(request.body));
      return { status: 200, body: JSON.parse(request.body) };
    }
    if (matchRoute(routes.notifications.notificationStreamTicket, request))
      return { status: 200, body: { ticket: 'ticket-1', expires_in: 60 } };
    return { status: 404, body: { detail: '找不到此 API 路徑', code: 'not_found' } };
  });
});

async function renderBell(onFollow = vi.fn()) {
  TestEventSource.opened = [];
  await renderSignedIn(
    <TopBarNotifications onFollow={onFollow} openEventSource={(url) => new TestEventSource(url)} />,
    me,
  );
  return onFollow;
}

const stream = async () => {
  await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
  const [source] = TestEventSource.opened;
  if (!source) throw new Error('no stream was opened');
  return source;
};

describe('the bell in the top bar', () => {
  it('shows the unread count, and opening a notification goes there and counts it read', async () => {
    const onFollow = await renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通知，2 則未讀' }));
    await user.click(await screen.findByRole('link', { name: /有人回覆了你在「資料結構 112 期中考」/ }));
    expect(onFollow).toHaveBeenCalledWith('/archive?course=3&archive=7');
    expect(await screen.findByRole('button', { name: '通知，1 則未讀' })).toBeTruthy();
  });

  it('marks all read with 全部標為已讀', async () => {
    await renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通知，2 則未讀' }));
    await user.click(await screen.findByRole('button', { name: '全部標為已讀' }));
    expect(await screen.findByRole('button', { name: '通知' })).toBeTruthy();
  });

  it('rises live when the stream says a notification was made, and puts it first in the list', async () => {
    await renderBell();
    const source = await stream();
    expect(source.url).toContain('ticket=ticket-1');
    await screen.findByRole('button', { name: '通知，2 則未讀' });
    const made: Notification = {
      id: 9,
      kind: 'important_announcement',
      title: '重要公告：停課通知',
      body: null,
      link: '/announcements',
      created_at: new Date().toISOString(),
      read: false,
    };
    notifications = [made, ...notifications];
    source.send(notificationEvents.unread, { unread_count: 3, notification: made }, '');
    const bell = await screen.findByRole('button', { name: '通知，3 則未讀' });
    await userEvent.setup().click(bell);
    const [first] = await screen.findAllByRole('link');
    expect(first?.textContent).toContain('重要公告：停課通知');
  });

  it('reaches 通知設定 from the panel and saves the choices', async () => {
    await renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通知，2 則未讀' }));
    await user.click(await screen.findByRole('button', { name: '通知設定' }));
    const group = await screen.findByRole('radiogroup', { name: '重要公告' });
    const off = group.querySelector<HTMLInputElement>('input[value="off"]');
    if (!off) throw new Error('no 關閉 for 重要公告');
    await user.click(off);
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(saved).toEqual([{ ...sampleSettings, important_announcement: 'off' }]));
  });

  for (const available of [true, false]) {
    it(`${available ? 'offers' : 'does not offer'} e-mail as GET /config says the server can${available ? '' : 'not'} send mail`, async () => {
      emailAvailable = available;
      await renderBell();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '通知，2 則未讀' }));
      await user.click(await screen.findByRole('button', { name: '通知設定' }));
      const group = await screen.findByRole('radiogroup', { name: '重要公告' });
      const email = group.querySelector<HTMLInputElement>('input[value="email"]');
      await waitFor(() => expect(email?.disabled).toBe(!available));
      expect(screen.queryByText(/尚未設定寄信伺服器/) === null).toBe(available);
    });
  }
});
