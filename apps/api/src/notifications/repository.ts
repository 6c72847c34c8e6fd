import type { Locale, NotificationDelivery, NotificationKind } from '@pastexam/api-contract';
import { and, count, desc, eq, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Queryable } from '../db/client.ts';
import { jobs, notificationSettings, notifications, users } from '../db/schema.ts';
import { MAIL_JOB_MAX_ATTEMPTS, NOTIFICATION_MAIL_KIND } from './mail/repository.ts';
import { storedWords, type Worded } from './wording.ts';

/** The channel on which replicas tell each other that a user's notifications changed. */
export const NOTIFICATIONS_CHANNEL = 'pastexam_notifications';

/** The one number a counting statement answers, read the same from PGlite and node-postgres. */
const countOf = (result: unknown) =>
  z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(result).rows[0]?.n ?? 0;

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * What a producer says: the title and body in every interface language (or content, the same in all), all of
 * which are stored, each read in the language its reader has chosen; the link is an in-app path.
 */
export type Notice = { kind: NotificationKind; title: Worded; body?: Worded | null; link: string };

/** The user's setting for the notice's kind is `delivery`. */
const deliveryIs = (kind: NotificationKind, delivery: NotificationDelivery) => sql`exists (
  select 1 from ${notificationSettings}
  where ${notificationSettings.userId} = ${users.id}
    and ${notificationSettings.kind} = ${kind}
    and ${notificationSettings.delivery} = ${delivery})`;

/**
 * Makes one notification per user `among` selects whose setting for the kind is not `off`, in one statement,
 * and announces each on NOTIFICATIONS_CHANNEL as `userId:notificationId` (delivered when the caller's
 * transaction commits, and only if it does). Those of users who set the kind to `email` are marked for mail,
 * and the mail job is queued (unless it already waits): nothing is sent inside the caller's request. Answers
 * how many were made.
 */
export async function insertNotifications(db: Queryable, among: SQL, notice: Notice): Promise<number> {
  const { kind, link } = notice;
  const { title, body, words } = storedWords(notice.title, notice.body ?? null);
  const result = await db.execute(sql`
    with made as (
      insert into ${notifications} (user_id, kind, title, body, words, link, mail_state)
      select ${users.id}, ${kind}, ${title}, ${body}, ${words === null ? null : JSON.stringify(words)}::jsonb, ${link},
        case when ${deliveryIs(kind, 'email')} then 'pending' end
      from ${users}
      where ${among} and not ${deliveryIs(kind, 'off')}
      returning id, user_id, mail_state
    ), announced as (
      select pg_notify(${NOTIFICATIONS_CHANNEL}, user_id || ':' || id) from made
    ), mail_job as (
      insert into ${jobs} (id, kind, payload, max_attempts, dedupe_key)
      select gen_random_uuid(), ${NOTIFICATION_MAIL_KIND}, '{}'::jsonb, ${MAIL_JOB_MAX_ATTEMPTS}, ${NOTIFICATION_MAIL_KIND}
      where exists (select 1 from made where mail_state = 'pending')
      on conflict (dedupe_key) where status in ('pending', 'in_progress') do nothing
    )
    select count(*)::int as n from announced`);
  return countOf(result);
}

/** These users, those of them that exist. */
export const usersAmong = (userIds: readonly number[]): SQL =>
  userIds.length === 0 ? sql`false` : inArray(users.id, [...userIds]);

/** Every account. */
export const everyUser: SQL = sql`true`;

/** Tells every replica that the user's unread count changed without a new notification (something was read). */
export async function announceRead(db: Queryable, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${`${userId}:`})`);
}

/** The user's notifications older than `before` (all when null), newest first, at most `limit`. */
export function listForUser(db: Database, userId: number, before: number | null, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before === null ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/** A notification with the language its owner has chosen now (null: none). */
export type OwnedNotification = { notification: NotificationRow; ownerLocale: Locale | null };

/** The notifications with these ids that still exist, oldest first, each with its owner's language, in one statement. */
export function findMany(db: Queryable, ids: readonly number[]): Promise<OwnedNotification[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ notification: notifications, ownerLocale: users.locale })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(inArray(notifications.id, [...ids]))
    .orderBy(notifications.id);
}

/** Each of these users' unread count, in one statement; a user with none unread is left out. */
export async function countUnreadOf(db: Queryable, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), not(notifications.read)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.unread]));
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), not(notifications.read)));
  return row?.unread ?? 0;
}

/**
 * Marks the user's unread notifications read, one when `id` is given; answers how many changed, and `null`
 * when the one asked for is not the user's (or does not exist).
 */
export async function markRead(db: Database, userId: number, id: number | null): Promise<number | null> {
  return db.transaction(async (tx) => {
    const mine = and(eq(notifications.userId, userId), id === null ? undefined : eq(notifications.id, id));
    const changed = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(mine, not(notifications.read)))
      .returning({ id: notifications.id });
    if (changed.length > 0) await announceRead(tx, userId);
    else if (id !== null) {
      const [found] = await tx.select({ id: notifications.id }).from(notifications).where(mine);
      if (!found) return null;
    }
    return changed.length;
  });
}

/** The kinds the user set to other than `app`. */
export function listSettings(db: Database, userId: number) {
  return db
    .select({ kind: notificationSettings.kind, delivery: notificationSettings.delivery })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
}

/** Records each kind's delivery; `app`, the default, is recorded by having no row. */
export async function saveSettings(
  db: Database,
  userId: number,
  chosen: readonly { kind: NotificationKind; delivery: NotificationDelivery }[],
): Promise<void> {
  const toDefault = chosen.filter(({ delivery }) => delivery === 'app').map(({ kind }) => kind);
  const kept = chosen.filter(({ delivery }) => delivery !== 'app');
  await db.transaction(async (tx) => {
    if (toDefault.length > 0)
      await tx
        .delete(notificationSettings)
        .where(and(eq(notificationSettings.userId, userId), inArray(notificationSettings.kind, toDefault)));
    if (kept.length > 0)
      await tx
        .insert(notificationSettings)
        .values(kept.map(({ kind, delivery }) => ({ userId, kind, delivery })))
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: { delivery: sql`excluded.delivery` },
        });
  });
}

/**
 * Removes each user's notifications beyond their newest `keep` that are also older than `days`: a user keeps
 * the newest 500 or 180 days' worth, whichever is more. Answers how many went.
 */
export async function purgeOld(db: Database, keep: number, days: number): Promise<number> {
  const result = await db.execute(sql`
    with ranked as (
      select id, created_at, row_number() over (partition by user_id order by id desc) as place
      from ${notifications}
    ), gone as (
      delete from ${notifications} where id in (
        select id from ranked
        where place > ${keep} and created_at < now() - make_interval(days => ${days}))
      returning 1
    )
    select count(*)::int as n from gone`);
  return countOf(result);
}
