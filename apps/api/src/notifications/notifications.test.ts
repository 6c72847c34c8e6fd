// Each user's notifications: only their own, newest first, paged; read one by one or all at once;
// each kind on, by e-mail (also in the bell) or off.
import { NOTIFICATION_PAGE_SIZE, routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { notifications, users } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { notificationsOf, notified, unreadOf } from '../test-support/notifications.ts';
import { notifyUsers } from './service.ts';

const {
  listNotifications,
  unreadNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  getNotificationSettings,
  setNotificationSettings,
  notificationStreamTicket,
} = routes.notifications;

const t = useTestApp();

describe('who may call', () => {
  test('a guest is refused every route with 401', async () => {
    const guest = t.client();
    const answers = await Promise.all([
      guest.call(listNotifications, { query: {} }),
      guest.call(unreadNotifications, {}),
      guest.call(markNotificationRead, { params: { id: '1' } }),
      guest.call(markAllNotificationsRead, {}),
      guest.call(getNotificationSettings, {}),
      guest.call(setNotificationSettings, { body: { answer_activity: 'off' } }),
      guest.call(notificationStreamTicket, {}),
    ]);
    for (const answer of answers) expect(answer.status).toBe(401);
  });

  test('a user never sees, counts or marks another user’s notification, an administrator neither', async () => {
    const [owner, other, admin] = await Promise.all([
      signedInUser(t),
      signedInUser(t),
      signedInUser(t, { isAdmin: true }),
    ]);
    const title = await notified(t, [owner.id]);
    const [mine] = (await notificationsOf(t, owner.token)).items;
    expect(mine?.title).toBe(title);
    for (const stranger of [other, admin]) {
      expect((await notificationsOf(t, stranger.token)).items).toEqual([]);
      expect(await unreadOf(t, stranger.token)).toBe(0);
      const marked = await t
        .client()
        .call(markNotificationRead, { params: { id: String(mine?.id) } }, { token: stranger.token });
      expect(marked).toMatchObject({ status: 404, body: { code: 'notification_not_found' } });
      await t.client().output(markAllNotificationsRead, {}, { token: stranger.token });
    }
    expect(await unreadOf(t, owner.token)).toBe(1);
  });
});

describe('the bell', () => {
  test('lists a user’s notifications newest first, as the producer wrote them, unread', async () => {
    const user = await signedInUser(t);
    const first = await notified(t, [user.id]);
    const second = await notified(t, [user.id], 'wish_fulfilled');
    const page = await notificationsOf(t, user.token);
    expect(page.has_more).toBe(false);
    expect(page.items.map((item) => item.title)).toEqual([second, first]);
    expect(page.items[0]).toMatchObject({ kind: 'wish_fulfilled', body: null, read: false });
    expect(page.items[0]?.link).toMatch(/^\/archive\?course=1&archive=\d+$/);
    expect(await unreadOf(t, user.token)).toBe(2);
  });

  test('pages older notifications by `before`', async () => {
    const user = await signedInUser(t);
    for (let sent = 0; sent < NOTIFICATION_PAGE_SIZE + 3; sent += 1) await notified(t, [user.id]);
    const first = await notificationsOf(t, user.token);
    expect(first.items).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    const before = first.items.at(-1)?.id;
    const second = await t.client().output(listNotifications, { query: { before } }, { token: user.token });
    expect(second.items).toHaveLength(3);
    expect(second.has_more).toBe(false);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('marks one read, then all, and the count follows', async () => {
    const user = await signedInUser(t);
    await notified(t, [user.id]);
    await notified(t, [user.id]);
    await notified(t, [user.id]);
    const [newest] = (await notificationsOf(t, user.token)).items;
    const params = { id: String(newest?.id) };
    const one = await t.client().output(markNotificationRead, { params }, { token: user.token });
    expect(one.unread_count).toBe(2);
    // Marking it again changes nothing.
    expect(
      (await t.client().output(markNotificationRead, { params }, { token: user.token })).unread_count,
    ).toBe(2);
    expect((await notificationsOf(t, user.token)).items.map((item) => item.read)).toEqual([
      true,
      false,
      false,
    ]);
    expect((await t.client().output(markAllNotificationsRead, {}, { token: user.token })).unread_count).toBe(
      0,
    );
    expect((await notificationsOf(t, user.token)).items.every((item) => item.read)).toBe(true);
  });

  test('a notification that does not exist is 404, a bad id 400, and nothing changes', async () => {
    const user = await signedInUser(t);
    await notified(t, [user.id]);
    const client = t.client();
    const missing = await client.call(
      markNotificationRead,
      { params: { id: '2147483647' } },
      { token: user.token },
    );
    expect(missing).toMatchObject({ status: 404, body: { code: 'notification_not_found' } });
    const bad = await client.call(markNotificationRead, { params: { id: 'abc' } }, { token: user.token });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect(await unreadOf(t, user.token)).toBe(1);
  });

  test('is made only if the producer’s transaction commits', async () => {
    const user = await signedInUser(t);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyUsers(tx, [user.id], { kind: 'answer_activity', title: '不會送出', link: '/' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await unreadOf(t, user.token)).toBe(0);
  });

  test('goes with its user', async () => {
    const user = await signedInUser(t);
    await notified(t, [user.id]);
    await t.db.delete(users).where(eq(users.id, user.id));
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(left?.n).toBe(0);
  });
});

describe('settings', () => {
  test('every kind is 站內 until the user chooses; off makes nothing of that kind', async () => {
    const [user, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const settings = await t.client().output(getNotificationSettings, {}, { token: user.token });
    const { mail_frequency, ...kinds } = settings;
    expect(Object.values(kinds).every((delivery) => delivery === 'app')).toBe(true);
    expect(Object.keys(kinds)).toHaveLength(7);
    expect(mail_frequency).toBe('each');

    const changed = await t
      .client()
      .output(
        setNotificationSettings,
        { body: { answer_activity: 'off', report_resolved: 'off' } },
        { token: user.token },
      );
    expect(changed).toEqual({ ...settings, answer_activity: 'off', report_resolved: 'off' });
    expect(await t.client().output(getNotificationSettings, {}, { token: other.token })).toEqual(settings);

    await notified(t, [user.id, other.id], 'answer_activity');
    await notified(t, [user.id, other.id], 'wish_fulfilled');
    expect((await notificationsOf(t, user.token)).items.map((item) => item.kind)).toEqual(['wish_fulfilled']);
    expect(await unreadOf(t, other.token)).toBe(2);

    // Back to 站內: notified again.
    await t
      .client()
      .output(setNotificationSettings, { body: { answer_activity: 'app' } }, { token: user.token });
    await notified(t, [user.id], 'answer_activity');
    expect(await unreadOf(t, user.token)).toBe(2);
  });

  test('refuses e-mail with 409 on a server without a mail server (no SMTP_URL), changing nothing', async () => {
    const user = await signedInUser(t);
    const client = t.client();
    const before = await client.output(getNotificationSettings, {}, { token: user.token });
    const answer = await client.call(
      setNotificationSettings,
      { body: { answer_activity: 'off', report_resolved: 'email' } },
      { token: user.token },
    );
    expect(answer).toMatchObject({
      status: 409,
      body: { code: 'mail_unavailable', detail: expect.stringContaining('沒有設定寄信') },
    });
    expect(await client.output(getNotificationSettings, {}, { token: user.token })).toEqual(before);
  });

  test('refuses a kind or a delivery that does not exist with 400, changing nothing', async () => {
    const user = await signedInUser(t);
    const client = t.client();
    const before = await client.output(getNotificationSettings, {}, { token: user.token });
    for (const body of [
      { nonsense: 'off' },
      { answer_activity: 'sms' },
      { answer_activity: 'off', other: 'app' },
      { mail_frequency: 'weekly' },
    ]) {
      const answer = await client.call(
        setNotificationSettings,
        // Deliberately outside the contract's types: what a hand-made request could send.
        { body: body as never },
        { token: user.token },
      );
      expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    }
    expect(await client.output(getNotificationSettings, {}, { token: user.token })).toEqual(before);
  });
});
