import {
  DEFAULT_LOCALE,
  type Locale,
  type NotificationKind,
  type NotificationMailFrequency,
} from '@pastexam/api-contract';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { notificationMailSettings, notifications, users } from '../../db/schema.ts';
import { wordsIn } from '../wording.ts';

/** The job that sends notification mail; it is also its dedupe key, so one waits or runs at a time. */
export const NOTIFICATION_MAIL_KIND = 'send-notification-mail';
/** Tries a notification's mail gets before it is given up (and stays in the bell only). */
export const MAIL_MAX_ATTEMPTS = 5;
/** The job's own tries: one more than a mail's, so the last try of a mail that failed from the first is made. */
export const MAIL_JOB_MAX_ATTEMPTS = MAIL_MAX_ATTEMPTS + 1;

/** One notification waiting to be mailed, with its owner's address and saved language, in that language. */
export type PendingMail = {
  id: number;
  userId: number;
  email: string;
  locale: Locale | null;
  kind: string;
  title: string;
  body: string | null;
  link: string;
};

const frequencyOf = sql`coalesce((select ${notificationMailSettings.frequency} from ${notificationMailSettings}
  where ${notificationMailSettings.userId} = ${notifications.userId}), 'each')`;

const pending = eq(notifications.mailState, 'pending');

/** Mailed alone: pending, of a user who has each notification mailed on its own. */
export const eachDue: SQL = sql`${pending} and ${frequencyOf} = 'each'`;

/** In a digest that is due: pending, of a user on the digest whose oldest pending one waited `minutes`. */
export const digestDue = (minutes: number): SQL => sql`${pending} and ${frequencyOf} = 'daily'
  and ${notifications.userId} in (
    select ${notifications.userId} from ${notifications} where ${pending}
    group by ${notifications.userId}
    having min(${notifications.createdAt}) <= now() - make_interval(mins => ${minutes}))`;

const mailColumns = {
  id: notifications.id,
  userId: notifications.userId,
  email: users.email,
  locale: users.locale,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  words: notifications.words,
  link: notifications.link,
};

/** Up to `limit` notifications `due` selects, after id `after`, in the order they were made. */
export async function listDue(db: Database, due: SQL, after: number, limit: number): Promise<PendingMail[]> {
  const rows = await db
    .select(mailColumns)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(sql`${due}`, gt(notifications.id, after)))
    .orderBy(asc(notifications.id))
    .limit(limit);
  return rows.map(({ words, ...row }) => ({
    ...row,
    ...wordsIn({ ...row, words }, row.locale ?? DEFAULT_LOCALE),
  }));
}

export async function markSent(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ mailState: 'sent' })
    .where(inArray(notifications.id, [...ids]));
}

/**
 * Counts a failed attempt for each notification `which` selects; those that reached `maxAttempts` (or all, when
 * `giveUp`) are failed for good. Answers how many failed for good and how many wait for another try.
 */
export async function recordFailure(
  db: Database,
  which: SQL,
  maxAttempts: number,
  giveUp = false,
): Promise<{ failed: number; retrying: number }> {
  const rows = await db
    .update(notifications)
    .set({
      mailAttempts: sql`${notifications.mailAttempts} + 1`,
      mailState: giveUp
        ? 'failed'
        : sql`case when ${notifications.mailAttempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
    })
    .where(and(pending, sql`${which}`))
    .returning({ state: notifications.mailState });
  const failed = rows.filter((row) => row.state === 'failed').length;
  return { failed, retrying: rows.length - failed };
}

/** Forgets every pending mail: the server has no mail server to send them with. Answers how many. */
export async function dropPending(db: Database): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ mailState: null })
    .where(pending)
    .returning({ id: notifications.id });
  return rows.length;
}

/** The user's pending mail of these kinds is not sent after all: they no longer want it by e-mail. */
export async function cancelPending(db: Queryable, userId: number, kinds: readonly NotificationKind[]) {
  if (kinds.length === 0) return;
  await db
    .update(notifications)
    .set({ mailState: null })
    .where(and(pending, eq(notifications.userId, userId), inArray(notifications.kind, [...kinds])));
}

export async function mailFrequency(db: Queryable, userId: number): Promise<NotificationMailFrequency> {
  const [row] = await db
    .select({ frequency: notificationMailSettings.frequency })
    .from(notificationMailSettings)
    .where(eq(notificationMailSettings.userId, userId));
  return row?.frequency ?? 'each';
}

/** Records the frequency; `each`, the default, is recorded by having no row. */
export async function saveMailFrequency(db: Queryable, userId: number, frequency: NotificationMailFrequency) {
  if (frequency === 'each') {
    await db.delete(notificationMailSettings).where(eq(notificationMailSettings.userId, userId));
    return;
  }
  await db
    .insert(notificationMailSettings)
    .values({ userId, frequency })
    .onConflictDoUpdate({ target: notificationMailSettings.userId, set: { frequency } });
}

/** The lowest user id above `after` with a notification `due` selects, or null. */
export async function nextUserWith(db: Database, due: SQL, after: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(sql`${due}`, gt(notifications.userId, after)))
    .orderBy(asc(notifications.userId))
    .limit(1);
  return row?.userId ?? null;
}
