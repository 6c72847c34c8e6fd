import {
  type Locale,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationUnread,
  notificationKindSchema,
  notificationSettingsSchema,
} from '@pastexam/api-contract';
import type { Database, Queryable } from '../db/client.ts';
import { fail, type Refusal } from '../refusal.ts';
import { cancelPending, mailFrequency, saveMailFrequency } from './mail/repository.ts';
import {
  countUnread,
  everyUser,
  insertNotifications,
  listForUser,
  listSettings,
  markRead,
  type Notice,
  type NotificationRow,
  saveSettings,
  usersAmong,
} from './repository.ts';
import { wordsIn } from './wording.ts';

export type { Notice } from './repository.ts';

/**
 * Notifies these users, one notification each (written in the language each saved), except those who turned
 * the kind off. Call it inside
 * the transaction of the change it tells of: the bells ring when (and only if) that change commits.
 */
export function notifyUsers(db: Queryable, userIds: readonly number[], notice: Notice): Promise<number> {
  return insertNotifications(db, usersAmong(userIds), notice);
}

/** Notifies every account, in one statement however many there are, except those who turned the kind off. */
export function notifyEveryone(db: Queryable, notice: Notice): Promise<number> {
  return insertNotifications(db, everyUser, notice);
}

/** A notification as its reader sees it, in `locale` (the language they read the app in). */
export const toApiNotification = (row: NotificationRow, locale: Locale): Notification => ({
  id: row.id,
  kind: notificationKindSchema.parse(row.kind),
  ...wordsIn(row, locale),
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read: row.read,
});

/** The caller's newest page of notifications, or the page older than `before`, in `locale`. */
export async function listNotifications(
  db: Database,
  userId: number,
  before: number | undefined,
  locale: Locale,
): Promise<NotificationPage> {
  const rows = await listForUser(db, userId, before ?? null, NOTIFICATION_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, NOTIFICATION_PAGE_SIZE).map((row) => toApiNotification(row, locale)),
    has_more: rows.length > NOTIFICATION_PAGE_SIZE,
  };
}

export async function unreadNotifications(db: Queryable, userId: number): Promise<NotificationUnread> {
  return { unread_count: await countUnread(db, userId) };
}

/** Marks one of the caller's notifications read; another user's is not found, as if it did not exist. */
export async function markOneRead(
  db: Database,
  userId: number,
  id: number,
): Promise<NotificationUnread | Refusal<'notification_not_found'>> {
  if ((await markRead(db, userId, id)) === null) return fail('notification_not_found');
  return unreadNotifications(db, userId);
}

export async function markAllRead(db: Database, userId: number): Promise<NotificationUnread> {
  await markRead(db, userId, null);
  return unreadNotifications(db, userId);
}

/** The caller's delivery of every kind (what they chose, `app` where they chose nothing) and mail frequency. */
export async function notificationSettings(db: Database, userId: number): Promise<NotificationSettings> {
  const chosen = new Map((await listSettings(db, userId)).map((row) => [row.kind, row.delivery]));
  return notificationSettingsSchema.parse({
    ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? 'app'])),
    mail_frequency: await mailFrequency(db, userId),
  });
}

/**
 * Changes the kinds and the frequency given. A kind set to `email` stays in the bell and is mailed too, and is
 * refused, changing nothing, when the server cannot send mail; one set otherwise has its mail not yet sent dropped.
 */
export async function changeNotificationSettings(
  db: Database,
  userId: number,
  input: NotificationSettingsInput,
  { mailAvailable }: { mailAvailable: boolean },
): Promise<NotificationSettings | Refusal<'mail_unavailable'>> {
  const chosen = NOTIFICATION_KINDS.flatMap((kind) => {
    const delivery = input[kind];
    return delivery ? [{ kind, delivery }] : [];
  });
  // Mail that could never be sent is refused rather than kept: the user would wait for it in vain.
  if (!mailAvailable && chosen.some(({ delivery }) => delivery === 'email')) return fail('mail_unavailable');
  await saveSettings(db, userId, chosen);
  const notMailed = chosen.filter(({ delivery }) => delivery !== 'email').map(({ kind }) => kind);
  await cancelPending(db, userId, notMailed);
  if (input.mail_frequency) await saveMailFrequency(db, userId, input.mail_frequency);
  return notificationSettings(db, userId);
}
