// The bell rings live on every replica: a user's stream is sent the unread count when it opens and whenever one
// of that user's notifications is made or read, through whichever app instance, and nothing of anyone else's.
import { notificationEvents, routes } from '@pastexam/api-contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { discussedArchive, ticketFor } from '../test-support/discussion.ts';
import { notified, openNotificationStream, unreadEventOf } from '../test-support/notifications.ts';

/** How soon a count must reach every open bell. */
const WITHIN_MS = 1_000;

describe('between replicas', () => {
  const t = useTestApp();

  it('opens with the count, then brings a new notification and each read to a stream on another replica', async () => {
    const [user, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    await notified(t, [user.id]);
    const there = await t.replica();
    const stream = await openNotificationStream(t, user.token, there);
    expect(unreadEventOf(await stream.next())).toEqual({ unread_count: 1, notification: null });

    // Another user's notification rings nothing here; this user's does, within a second.
    await notified(t, [other.id]);
    const sent = Date.now();
    const title = await notified(t, [user.id]);
    const made = unreadEventOf(await stream.next());
    expect(Date.now() - sent).toBeLessThan(WITHIN_MS);
    expect(made.unread_count).toBe(2);
    expect(made.notification).toMatchObject({ title, read: false, kind: 'answer_activity' });

    // Read through this replica, counted down on the other.
    const id = String(made.notification?.id);
    await t
      .client()
      .output(routes.notifications.markNotificationRead, { params: { id } }, { token: user.token });
    expect(unreadEventOf(await stream.next())).toEqual({ unread_count: 1, notification: null });
    await t.client().output(routes.notifications.markAllNotificationsRead, {}, { token: user.token });
    expect(unreadEventOf(await stream.next())).toEqual({ unread_count: 0, notification: null });
    expect(stream.seen.filter((event) => event.kind === 'event')).toHaveLength(4);
    await stream.close();
  });

  it('ends its streams when the replica stops, so the client reconnects elsewhere', async () => {
    const user = await signedInUser(t);
    const stream = await openNotificationStream(t, user.token);
    await stream.next((event) => event.event === notificationEvents.unread);
    await t.notificationFeed.close();
    await stream.end();
  });
});

describe('a stream ticket', () => {
  const t = useTestApp();
  const open = (ticket: string) =>
    t.client().call(routes.notifications.notificationEventStream, { query: { ticket } });

  it('opens one stream, once, only its own user’s', async () => {
    const user = await signedInUser(t);
    const { ticket } = await t
      .client()
      .output(routes.notifications.notificationStreamTicket, {}, { token: user.token });
    const first = await t.client().raw(routes.notifications.notificationEventStream, { query: { ticket } });
    expect(first.status).toBe(200);
    await first.body?.cancel();
    expect(await open(ticket)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('refuses a forged ticket, a bearer token and a discussion’s ticket', async () => {
    const user = await signedInUser(t);
    expect((await open('not-a-ticket')).status).toBe(401);
    expect((await open(user.token)).status).toBe(401);
    expect((await open('')).status).toBe(400);
    const { aid } = await discussedArchive(t);
    expect((await open(await ticketFor(t, aid, user.token))).status).toBe(401);
  });

  it('ends the stream as soon as the user signs out', async () => {
    const user = await signedInUser(t);
    const stream = await openNotificationStream(t, user.token);
    await stream.next();
    await t.client().output(routes.auth.logout, {}, { token: user.token });
    await stream.end();
  });
});
