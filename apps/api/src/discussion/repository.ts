import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../db/client.ts';
import { archiveMessages, archives, courses, users } from '../db/schema.ts';

/** A message with what readers see of its author: the nickname, or else the login name, and the admin's badge. */
const messageColumns = {
  id: archiveMessages.id,
  archiveId: archiveMessages.archiveId,
  authorId: archiveMessages.authorId,
  authorName: sql<string | null>`coalesce(${users.nickname}, ${users.name})`,
  authorIsAdmin: users.isAdmin,
  body: archiveMessages.body,
  createdAt: archiveMessages.createdAt,
  deletedAt: archiveMessages.deletedAt,
};

export type MessageRow = {
  id: number;
  archiveId: number;
  authorId: number | null;
  authorName: string | null;
  /** Null when the account is gone. */
  authorIsAdmin: boolean | null;
  body: string;
  createdAt: Date;
  deletedAt: Date | null;
};

function messages(db: Pick<Database, 'select'>) {
  return db
    .select(messageColumns)
    .from(archiveMessages)
    .leftJoin(users, eq(users.id, archiveMessages.authorId))
    .$dynamic();
}

/** True when the archive can be browsed: neither it nor its course is deleted. */
export async function archiveIsOpen(db: Database, archiveId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: archives.id })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(archives.id, archiveId), isNull(archives.deletedAt), isNull(courses.deletedAt)));
  return row !== undefined;
}

/** An instant (or an interval) in SQL as milliseconds since the epoch, read the same from both drivers. */
export const epochMs = (instant: ReturnType<typeof sql>) =>
  sql<number>`(extract(epoch from ${instant}) * 1000)::float8`.mapWith(Number);

/** The database's clock, in milliseconds since the epoch: every replica's stream cursors are read from it. */
export async function databaseNow(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ now: epochMs(sql`now()`) }).from(sql`(select 1) as clock`);
  if (!row) throw new Error('the clock query returned no row');
  return row.now;
}

/** Up to `limit` messages of the archive, newest first, older than `before` when given. */
export function listMessages(
  db: Database,
  archiveId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const older = before === undefined ? undefined : lt(archiveMessages.id, before);
  return messages(db)
    .where(and(eq(archiveMessages.archiveId, archiveId), older))
    .orderBy(desc(archiveMessages.id))
    .limit(limit);
}

/** One message by id, in any archive. */
export async function findMessage(db: Pick<Database, 'select'>, id: number): Promise<MessageRow | null> {
  const [row] = await messages(db).where(eq(archiveMessages.id, id));
  return row ?? null;
}

/**
 * The archive's messages written or deleted after `since`, in the order those changes happened, up to `limit`.
 */
export function changesSince(
  db: Database,
  archiveId: number,
  since: Date,
  limit: number,
): Promise<MessageRow[]> {
  const changedAt = sql`coalesce(${archiveMessages.deletedAt}, ${archiveMessages.createdAt})`;
  return messages(db)
    .where(
      and(
        eq(archiveMessages.archiveId, archiveId),
        or(gt(archiveMessages.createdAt, since), gt(archiveMessages.deletedAt, since)),
      ),
    )
    .orderBy(changedAt, archiveMessages.id)
    .limit(limit);
}

/**
 * Holds the author's row until the transaction ends, so that two posts of one user sent together are counted
 * one after the other, on whichever replicas they arrive.
 */
export async function lockAuthor(tx: Queryable, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A table of rows a user writes, dated: what a rate limit counts. */
export type DatedRows = { table: PgTable; author: PgColumn; at: PgColumn };

/**
 * How many rows of `rows` the author wrote in the last `seconds`, and in how many milliseconds the oldest of
 * them leaves that window: every rate limit counts in the database, so replicas agree.
 */
export async function recentRows(
  tx: Queryable,
  rows: DatedRows,
  authorId: number,
  seconds: number,
): Promise<{ count: number; freeInMs: number }> {
  const window = sql`make_interval(secs => ${seconds})`;
  const [row] = await tx
    .select({
      count: count(),
      freeInMs: epochMs(sql`coalesce(min(${rows.at}) + ${window} - now(), interval '0')`),
    })
    .from(rows.table)
    .where(and(eq(rows.author, authorId), gt(rows.at, sql`now() - ${window}`)));
  return { count: row?.count ?? 0, freeInMs: row?.freeInMs ?? 0 };
}

/** How many messages the author wrote in the last `seconds` (recentRows). */
export function recentPosts(tx: Queryable, authorId: number, seconds: number) {
  const rows = { table: archiveMessages, author: archiveMessages.authorId, at: archiveMessages.createdAt };
  return recentRows(tx, rows, authorId, seconds);
}

export async function insertMessage(
  tx: Queryable,
  values: { archiveId: number; authorId: number; body: string },
): Promise<number> {
  const [row] = await tx.insert(archiveMessages).values(values).returning({ id: archiveMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Marks the message deleted by `userId` and clears its text; false when it already was. */
export async function markDeleted(tx: Queryable, id: number, userId: number): Promise<boolean> {
  const rows = await tx
    .update(archiveMessages)
    .set({ deletedAt: sql`now()`, deletedBy: userId, body: '' })
    .where(and(eq(archiveMessages.id, id), isNull(archiveMessages.deletedAt)))
    .returning({ id: archiveMessages.id });
  return rows.length > 0;
}

/** How many messages, not deleted, each archive of the course has; archives without any are left out. */
export async function messageCountsOfCourse(db: Database, courseId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ archiveId: archiveMessages.archiveId, messages: count() })
    .from(archiveMessages)
    .innerJoin(archives, eq(archives.id, archiveMessages.archiveId))
    .where(and(eq(archives.courseId, courseId), isNull(archiveMessages.deletedAt)))
    .groupBy(archiveMessages.archiveId);
  return new Map(rows.map((row) => [row.archiveId, row.messages]));
}
