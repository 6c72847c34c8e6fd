import {
  type Locale,
  type NotificationUnreadEvent,
  notificationEvents,
  notificationUnreadEventSchema,
  routes,
} from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { notifyUsers } from '../notifications/service.ts';
import type { TestApp } from './app.ts';
import type { TestClient } from './client.ts';
import { readEventStream } from './event-stream.ts';

let counter = 0;

/** Notifies the users as a producer would, with a title unique to this call; answers the title. */
export async function notified(
  t: TestApp,
  userIds: number[],
  kind: 'answer_activity' | 'wish_fulfilled' = 'answer_activity',
) {
  counter += 1;
  const title = `通知 ${counter}：有人回覆了你的解答`;
  await notifyUsers(t.db, userIds, { kind, title, link: `/archive?course=1&archive=${counter}` });
  return title;
}

/** Saves the users' interface language, as 介面語言 in their settings does. */
export async function speaking(t: TestApp, locale: Locale, ...userIds: number[]): Promise<void> {
  for (const id of userIds) await t.db.update(users).set({ locale }).where(eq(users.id, id));
}

/** The caller's newest page of notifications. */
export const notificationsOf = (t: TestApp, token: string) =>
  t.client().output(routes.notifications.listNotifications, { query: {} }, { token });

/** The bell's count for the caller. */
export const unreadOf = async (t: TestApp, token: string) =>
  (await t.client().output(routes.notifications.unreadNotifications, {}, { token })).unread_count;

/** Opens the caller's notification stream as an EventSource would (a ticket, no bearer token), and reads it. */
export async function openNotificationStream(t: TestApp, token: string, client: TestClient = t.client()) {
  const { ticket } = await client.output(routes.notifications.notificationStreamTicket, {}, { token });
  const answer = await client.raw(routes.notifications.notificationEventStream, { query: { ticket } });
  if (answer.status !== 200) throw new Error(`the stream answered ${answer.status}: ${await answer.text()}`);
  return readEventStream(answer);
}

/** What a `notification-unread` event carries. */
export const unreadEventOf = (event: { event: string; data: string }): NotificationUnreadEvent => {
  if (event.event !== notificationEvents.unread) throw new Error(`not a notification event: ${event.event}`);
  return notificationUnreadEventSchema.parse(JSON.parse(event.data));
};
