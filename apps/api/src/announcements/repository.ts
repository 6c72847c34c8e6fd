import type { AnnouncementImportance, AnnouncementStatus, AnnouncementValues } from '@pastexam/api-contract';
import {
  and,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  lte,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { likeLiteral } from '../db/like.ts';
import { announcementReads, announcements } from '../db/schema.ts';

type AnnouncementRow = typeof announcements.$inferSelect;

// Every rule of time is the database's `now()`, so all replicas agree on what is shown (product §8.10).

/** Where an announcement stands for readers now; `shown` is the one rule of what readers see. */
const statusOf = sql<AnnouncementStatus>`case
  when not ${announcements.active} then 'off'
  when ${announcements.startsAt} > now() then 'scheduled'
  when ${announcements.endsAt} <= now() then 'ended'
  else 'shown' end`;
const isShown = sql`${statusOf} = 'shown'`;

/** When it began to be shown: its start, or when it was written if later (`greatest` passes over a null). */
const publishedAt = sql<Date>`greatest(${announcements.createdAt}, ${announcements.startsAt})`.mapWith(
  announcements.createdAt,
);

const seenBy = (db: Database, userId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(announcementReads)
      .where(
        and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)),
      ),
  );

/** An announcement as readers get it; `seen` is null for a guest. */
export type ShownRow = Pick<AnnouncementRow, 'id' | 'title' | 'body' | 'importance' | 'endsAt'> & {
  publishedAt: Date;
  seen: boolean | null;
};

function shownColumns(db: Database, viewerId: number | null) {
  return {
    id: announcements.id,
    title: announcements.title,
    body: announcements.body,
    importance: announcements.importance,
    endsAt: announcements.endsAt,
    publishedAt,
    seen:
      viewerId === null
        ? sql<null>`null`
        : sql<boolean>`${seenBy(db, viewerId)}`.mapWith((value: unknown) => value === true),
  };
}

export type ShownFilter = {
  importance?: AnnouncementImportance | undefined;
  /** Only those this user has not seen. */
  unseenBy?: number | undefined;
};

function shownWhere(db: Database, filter: ShownFilter): SQL | undefined {
  return and(
    isShown,
    filter.importance ? eq(announcements.importance, filter.importance) : undefined,
    filter.unseenBy === undefined ? undefined : not(seenBy(db, filter.unseenBy)),
  );
}

/** Those shown now, newest first, `limit` from `offset` on, each saying whether `viewerId` has seen it. */
export function listShown(
  db: Database,
  viewerId: number | null,
  filter: ShownFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<ShownRow[]> {
  return db
    .select(shownColumns(db, viewerId))
    .from(announcements)
    .where(shownWhere(db, filter))
    .orderBy(desc(publishedAt), desc(announcements.id))
    .limit(limit)
    .offset(offset);
}

/** How many are shown now that pass `filter`. */
export async function countShown(db: Database, filter: ShownFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(announcements).where(shownWhere(db, filter));
  return row?.value ?? 0;
}

/**
 * Records that `userId` has seen those of `ids` shown now, in one statement: one withdrawn or deleted meanwhile
 * is passed over, and one seen before keeps the time it was first seen.
 */
export async function insertSeen(db: Database, userId: number, ids: readonly number[]): Promise<void> {
  await db
    .insert(announcementReads)
    .select(
      db
        .select({
          userId: sql<number>`${userId}::integer`.as('user_id'),
          announcementId: announcements.id,
          seenAt: sql<Date>`now()`.as('seen_at'),
        })
        .from(announcements)
        .where(and(inArray(announcements.id, [...ids]), isShown)),
    )
    .onConflictDoNothing();
}

/** An announcement as 公告管理 gets it: its row, and where it stands now. */
export type AdminRow = AnnouncementRow & { status: AnnouncementStatus };

const adminColumns = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  importance: announcements.importance,
  active: announcements.active,
  startsAt: announcements.startsAt,
  endsAt: announcements.endsAt,
  authorId: announcements.authorId,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
  startNoticedAt: announcements.startNoticedAt,
  status: statusOf,
};

export type AdminFilter = {
  /** Part of the title or the body, any case. */
  search?: string | undefined;
  importance?: AnnouncementImportance | undefined;
  status?: AnnouncementStatus | undefined;
};

function adminWhere({ search, importance, status }: AdminFilter): SQL | undefined {
  const pattern = search ? `%${likeLiteral(search)}%` : null;
  return and(
    pattern ? or(ilike(announcements.title, pattern), ilike(announcements.body, pattern)) : undefined,
    importance ? eq(announcements.importance, importance) : undefined,
    status ? sql`${statusOf} = ${status}` : undefined,
  );
}

/** Every announcement passing `filter`, newest written first, `limit` from `offset` on. */
export function listForAdmin(
  db: Database,
  filter: AdminFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<AdminRow[]> {
  return db
    .select(adminColumns)
    .from(announcements)
    .where(adminWhere(filter))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit)
    .offset(offset);
}

export async function countForAdmin(db: Database, filter: AdminFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(announcements).where(adminWhere(filter));
  return row?.value ?? 0;
}

export async function findForAdmin(db: Database, id: number): Promise<AdminRow | null> {
  const [row] = await db.select(adminColumns).from(announcements).where(eq(announcements.id, id));
  return row ?? null;
}

const toColumns = (values: AnnouncementValues) => ({
  title: values.title,
  body: values.body,
  importance: values.importance,
  active: values.active,
  startsAt: values.starts_at === null ? null : new Date(values.starts_at),
  endsAt: values.ends_at === null ? null : new Date(values.ends_at),
});

/** One shown from its writing has its start dealt with then; a scheduled one waits for the periodic job. */
export async function insertAnnouncement(
  db: Queryable,
  authorId: number,
  values: AnnouncementValues,
): Promise<AdminRow> {
  const startsAt = values.starts_at;
  const [row] = await db
    .insert(announcements)
    .values({
      ...toColumns(values),
      authorId,
      startNoticedAt: sql`case when ${startsAt}::timestamptz is null or ${startsAt}::timestamptz <= now()
        then now() end`,
    })
    .returning(adminColumns);
  if (!row) throw new Error('the announcement was not written');
  return row;
}

/**
 * Marks every scheduled announcement that has begun as dealt with, in one statement, and answers them as they
 * stand now: one switched off or ended meanwhile is marked too, and never rings later.
 */
export function claimBegun(db: Queryable): Promise<AdminRow[]> {
  return db
    .update(announcements)
    .set({ startNoticedAt: sql`now()` })
    .where(and(isNull(announcements.startNoticedAt), lte(announcements.startsAt, sql`now()`)))
    .returning(adminColumns);
}

/** Replaces what `id` says; null when there is no such announcement. */
export async function updateAnnouncement(
  db: Database,
  id: number,
  values: AnnouncementValues,
): Promise<AdminRow | null> {
  const [row] = await db
    .update(announcements)
    .set({ ...toColumns(values), updatedAt: sql`now()` })
    .where(eq(announcements.id, id))
    .returning(adminColumns);
  return row ?? null;
}

/** Deletes `id` and, with it, who has seen it; false when there was no such announcement. */
export async function deleteAnnouncement(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  return deleted.length > 0;
}
