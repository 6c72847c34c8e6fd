import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { courses, users, type WishRow, wishes, wishWishers } from '../db/schema.ts';

/** What names the exam a wish waits for: the course, and professor, year and type where it narrows them. */
export type WishKey = Pick<WishRow, 'courseId' | 'professor' | 'academicYear' | 'archiveType'>;

/** The exam an archive is, as a wish is matched against it. */
export type ArchiveKey = { courseId: number; professor: string; academicYear: number; archiveType: string };

export const isOpen = and(isNull(wishes.fulfilledAt), isNull(wishes.closedAt));

/** The open wish naming exactly this exam (null matching null): the one a second wish for it joins. */
const sameKey = (key: WishKey) =>
  and(
    eq(wishes.courseId, key.courseId),
    sql`${wishes.professor} is not distinct from ${key.professor}`,
    sql`${wishes.academicYear} is not distinct from ${key.academicYear}::integer`,
    sql`${wishes.archiveType} is not distinct from ${key.archiveType}`,
  );

/** Open wishes the archive fulfils: its course and, where the wish names them, its type, professor and year. */
export const fulfilledBy = (archive: ArchiveKey) =>
  and(
    eq(wishes.courseId, archive.courseId),
    isOpen,
    sql`(${wishes.archiveType} is null or ${wishes.archiveType} = ${archive.archiveType})`,
    sql`(${wishes.professor} is null or ${wishes.professor} = ${archive.professor})`,
    sql`(${wishes.academicYear} is null or ${wishes.academicYear} = ${archive.academicYear})`,
  );

/** The course's name when it is active, share-locked in a transaction so it is neither merged nor deleted meanwhile. */
export async function lockActiveCourseName(db: Queryable, courseId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .for('share');
  return row?.name ?? null;
}

/** Holds the user's row until the transaction ends: their count of open wishes cannot change meanwhile. */
export async function lockUser(tx: Queryable, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** How many open wishes the user waits on. */
export async function openWishCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(wishWishers)
    .innerJoin(wishes, eq(wishes.id, wishWishers.wishId))
    .where(and(eq(wishWishers.userId, userId), isOpen));
  return row?.count ?? 0;
}

/** The open wish for exactly this exam, locked; null when there is none. */
export async function findOpenWish(tx: Queryable, key: WishKey): Promise<WishRow | null> {
  const [row] = await tx
    .select()
    .from(wishes)
    .where(and(sameKey(key), isOpen))
    .for('update');
  return row ?? null;
}

/** The open wish of that id, locked; null when there is none (any more). */
export async function lockOpenWish(tx: Queryable, id: number): Promise<WishRow | null> {
  const [row] = await tx
    .select()
    .from(wishes)
    .where(and(eq(wishes.id, id), isOpen))
    .for('update');
  return row ?? null;
}

/** A new open wish, or null when the same one was just made by someone else (then join theirs). */
export async function insertWish(tx: Queryable, key: WishKey & { note: string | null }) {
  const [row] = await tx.insert(wishes).values(key).onConflictDoNothing().returning();
  return row ?? null;
}

/** Whether the user already waits for the wish. */
export async function isWisher(db: Queryable, wishId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: wishWishers.userId })
    .from(wishWishers)
    .where(and(eq(wishWishers.wishId, wishId), eq(wishWishers.userId, userId)));
  return row !== undefined;
}

export async function addWisher(tx: Queryable, wishId: number, userId: number): Promise<void> {
  await tx.insert(wishWishers).values({ wishId, userId }).onConflictDoNothing();
}

/** Takes the user off the wish; a wish nobody waits for any more is removed. */
export async function removeWisher(tx: Queryable, wishId: number, userId: number): Promise<void> {
  await tx.delete(wishWishers).where(and(eq(wishWishers.wishId, wishId), eq(wishWishers.userId, userId)));
  await tx
    .delete(wishes)
    .where(
      and(eq(wishes.id, wishId), sql`not exists (select 1 from ${wishWishers} where wish_id = ${wishId})`),
    );
}

export async function closeOpenWish(tx: Queryable, id: number, adminId: number, reason: string) {
  const [row] = await tx
    .update(wishes)
    .set({ closedAt: sql`now()`, closedBy: adminId, closeReason: reason })
    .where(and(eq(wishes.id, id), isOpen))
    .returning();
  return row ?? null;
}

const wisherCount = sql<number>`(select count(*)::integer from ${wishWishers} where ${wishWishers.wishId} = ${wishes.id})`;

/** Wishes with their course's name, how many wait and whether `callerId` does: the lists' one query. */
export function listWishes(
  db: Queryable,
  callerId: number,
  where: SQL | undefined,
  order: 'most_wishers' | 'newest',
  limit: number,
) {
  return db
    .select({
      wish: wishes,
      courseName: courses.name,
      wisherCount,
      joined: sql<boolean>`exists (select 1 from ${wishWishers} where ${wishWishers.wishId} = ${wishes.id} and ${wishWishers.userId} = ${callerId})`,
    })
    .from(wishes)
    .innerJoin(courses, eq(courses.id, wishes.courseId))
    .where(and(isNull(courses.deletedAt), where))
    .orderBy(
      ...(order === 'most_wishers'
        ? [desc(wisherCount), asc(wishes.createdAt), asc(wishes.id)]
        : [desc(wishes.createdAt), desc(wishes.id)]),
    )
    .limit(limit);
}
export type ListedWishRow = Awaited<ReturnType<typeof listWishes>>[number];

/** Wishes the user waits on, as a condition of `listWishes`. */
export const waitedOnBy = (userId: number) =>
  sql`exists (select 1 from ${wishWishers} where ${wishWishers.wishId} = ${wishes.id} and ${wishWishers.userId} = ${userId})`;

/** Marks the open wishes the archive fulfils as fulfilled by it; answers their ids. */
export async function fulfilWishes(tx: Queryable, archive: ArchiveKey & { id: number }): Promise<number[]> {
  const rows = await tx
    .update(wishes)
    .set({ fulfilledArchiveId: archive.id, fulfilledAt: sql`now()` })
    .where(fulfilledBy(archive))
    .returning({ id: wishes.id });
  return rows.map((row) => row.id);
}

/** Everyone waiting on any of the wishes, each once, but `except`. */
export async function wishersOf(db: Queryable, wishIds: readonly number[], except: number | null) {
  if (wishIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: wishWishers.userId })
    .from(wishWishers)
    .where(
      and(
        inArray(wishWishers.wishId, [...wishIds]),
        except === null ? undefined : sql`${wishWishers.userId} <> ${except}`,
      ),
    );
  return rows.map((row) => row.userId);
}

/** How many open wishes the archive would fulfil, and how many people (each once) wait on them. */
export async function countFulfilled(db: Queryable, archive: ArchiveKey) {
  const [row] = await db
    .select({
      wishCount: sql<number>`count(distinct ${wishes.id})::integer`,
      wisherCount: sql<number>`count(distinct ${wishWishers.userId})::integer`,
    })
    .from(wishes)
    .innerJoin(wishWishers, eq(wishWishers.wishId, wishes.id))
    .where(fulfilledBy(archive));
  return { wish_count: row?.wishCount ?? 0, wisher_count: row?.wisherCount ?? 0 };
}

/**
 * Hands the wishes of course `from` to course `to` (a pending course merged into it): an open wish that `to`
 * already has for the same exam gives it its wishers instead, and is removed.
 */
export async function moveWishes(tx: Pick<Queryable, 'execute'>, from: number, to: number): Promise<void> {
  const same = sql`s.professor is not distinct from t.professor
      and s.academic_year is not distinct from t.academic_year
      and s.archive_type is not distinct from t.archive_type`;
  const bothOpen = sql`s.fulfilled_at is null and s.closed_at is null and t.fulfilled_at is null and t.closed_at is null`;
  await tx.execute(sql`
    insert into ${wishWishers} (wish_id, user_id, created_at)
    select t.id, w.user_id, w.created_at
    from ${wishes} s join ${wishWishers} w on w.wish_id = s.id join ${wishes} t on t.course_id = ${to}
    where s.course_id = ${from} and ${bothOpen} and ${same}
    on conflict do nothing`);
  await tx.execute(sql`
    delete from ${wishes} s using ${wishes} t
    where s.course_id = ${from} and t.course_id = ${to} and ${bothOpen} and ${same}`);
  await tx.execute(sql`update ${wishes} set course_id = ${to} where course_id = ${from}`);
}

/** Removes every wish of the course (it is being deleted). */
export async function deleteCourseWishes(tx: Queryable, courseId: number): Promise<void> {
  await tx.delete(wishes).where(eq(wishes.courseId, courseId));
}
