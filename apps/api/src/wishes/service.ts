import {
  MAX_OPEN_WISHES,
  type Wish,
  type WishMatch,
  type wishInputSchema,
  type wishMatchQuerySchema,
} from '@pastexam/api-contract';
import { archiveTypeLabels, zhTwAcademicYear } from '@pastexam/api-contract/labels';
import { archiveLink } from '@pastexam/api-contract/notification-links';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/client.ts';
import { type ArchiveRow, courses, wishes } from '../db/schema.ts';
import { notifyUsers } from '../notifications/service.ts';
import { say } from '../notifications/wording.ts';
import { fail, Refusal } from '../refusal.ts';
import { wishWording } from './notice-text.ts';
import {
  addWisher,
  closeOpenWish,
  countFulfilled,
  findOpenWish,
  fulfilWishes,
  insertWish,
  isOpen,
  isWisher,
  type ListedWishRow,
  listWishes,
  lockActiveCourseName,
  lockOpenWish,
  lockUser,
  openWishCount,
  removeWisher,
  waitedOnBy,
  wishersOf,
} from './repository.ts';

/** The most wishes one list shows: a course's open ones, the caller's, the admins' most wished-for. */
const LIST_LIMIT = 100;

function toWish({ wish, courseName, wisherCount, joined }: ListedWishRow): Wish {
  return {
    id: wish.id,
    course_id: wish.courseId,
    course_name: courseName,
    professor: wish.professor,
    academic_year: wish.academicYear,
    archive_type: wish.archiveType,
    note: wish.note,
    wisher_count: wisherCount,
    joined,
    state: wish.fulfilledAt ? 'fulfilled' : wish.closedAt ? 'closed' : 'open',
    created_at: wish.createdAt.toISOString(),
    fulfilled_archive_id: wish.fulfilledArchiveId,
    fulfilled_at: wish.fulfilledAt?.toISOString() ?? null,
    close_reason: wish.closeReason,
    closed_at: wish.closedAt?.toISOString() ?? null,
  };
}

/** One wish as `callerId` sees it; null when it is gone (its last wisher withdrew, or its course went). */
export async function wishAsSeenBy(db: Queryable, callerId: number, id: number): Promise<Wish | null> {
  const [row] = await listWishes(db, callerId, eq(wishes.id, id), 'newest', 1);
  return row ? toWish(row) : null;
}

/** A wish as the audit log holds it: named by its course and the exam it waits for. */
export async function wishAuditState(db: Queryable, id: number) {
  // Whose view does not matter: what is only the viewer's (joined) is left out.
  const wish = await wishAsSeenBy(db, 0, id);
  if (!wish) return null;
  const exam = [
    wish.academic_year === null ? null : zhTwAcademicYear(wish.academic_year),
    wish.archive_type === null ? null : archiveTypeLabels[wish.archive_type],
    wish.professor,
  ].filter((part) => part !== null);
  const { joined: _joined, ...state } = wish;
  return { ...state, name: [wish.course_name, ...exam].join(' ') };
}

/** 許願池 of a course: its open wishes, the most waited-for first. */
export async function listCourseWishes(
  db: Database,
  callerId: number,
  courseId: number,
): Promise<{ wishes: Wish[] } | Refusal<'course_not_found'>> {
  if ((await lockActiveCourseName(db, courseId)) === null) return fail('course_not_found');
  const rows = await listWishes(
    db,
    callerId,
    and(eq(wishes.courseId, courseId), isOpen),
    'most_wishers',
    LIST_LIMIT,
  );
  return { wishes: rows.map(toWish) };
}

/** The caller's wishes, open, fulfilled and closed, newest first (我的願望). */
export async function listMyWishes(db: Database, callerId: number): Promise<{ wishes: Wish[] }> {
  const rows = await listWishes(db, callerId, waitedOnBy(callerId), 'newest', LIST_LIMIT);
  return { wishes: rows.map(toWish) };
}

/** The most wished-for open exams, for the admins. */
export async function listMostWished(db: Database, callerId: number): Promise<{ wishes: Wish[] }> {
  const rows = await listWishes(db, callerId, isOpen, 'most_wishers', LIST_LIMIT);
  return { wishes: rows.map(toWish) };
}

/** Adds the user to the open wish unless they wait on as many open wishes as allowed already. */
async function join(
  tx: Queryable,
  wishId: number,
  userId: number,
): Promise<true | Refusal<'wish_limit_reached'>> {
  if (await isWisher(tx, wishId, userId)) return true;
  if ((await openWishCount(tx, userId)) >= MAX_OPEN_WISHES) return fail('wish_limit_reached');
  await addWisher(tx, wishId, userId);
  return true;
}

/**
 * 許願: wishes for an exam of an active course. The same open wish (same professor, year and type, any left
 * out alike) already made is joined instead (同求), its note kept.
 */
export async function makeWish(
  db: Database,
  userId: number,
  courseId: number,
  input: z.output<typeof wishInputSchema>,
): Promise<Wish | Refusal<'course_not_found' | 'wish_limit_reached'>> {
  const done = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await lockActiveCourseName(tx, courseId)) === null) return fail('course_not_found');
    const key = {
      courseId,
      professor: input.professor,
      academicYear: input.academic_year,
      archiveType: input.archive_type,
    };
    // Someone else may make the same wish in this moment: theirs is then found and joined.
    const wish =
      (await findOpenWish(tx, key)) ??
      (await insertWishUnlessLimited(tx, userId, { ...key, note: input.note })) ??
      (await findOpenWish(tx, key));
    if (wish === null) throw new Error('an open wish was neither found nor made');
    if (wish instanceof Refusal) return wish;
    const joined = await join(tx, wish.id, userId);
    return joined === true ? wish.id : joined;
  });
  if (typeof done !== 'number') return done;
  const wish = await wishAsSeenBy(db, userId, done);
  if (!wish) throw new Error(`wish ${done} vanished after it was made`);
  return wish;
}

async function insertWishUnlessLimited(
  tx: Queryable,
  userId: number,
  values: Parameters<typeof insertWish>[1],
) {
  if ((await openWishCount(tx, userId)) >= MAX_OPEN_WISHES) return fail('wish_limit_reached');
  return insertWish(tx, values);
}

/**
 * 同求 (joined) or 取消同求 of an open wish, for the caller only. When its last wisher withdraws, the wish is
 * removed; the answer then shows it with nobody waiting.
 */
export async function setWishJoined(
  db: Database,
  userId: number,
  wishId: number,
  joined: boolean,
): Promise<Wish | Refusal<'wish_not_found' | 'wish_limit_reached'>> {
  const before = await wishAsSeenBy(db, userId, wishId);
  const done = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const wish = await lockOpenWish(tx, wishId);
    if (!wish) return fail('wish_not_found');
    if (!joined) return removeWisher(tx, wishId, userId).then(() => true as const);
    return join(tx, wishId, userId);
  });
  if (done !== true) return done;
  const after = await wishAsSeenBy(db, userId, wishId);
  if (after) return after;
  if (!before) return fail('wish_not_found');
  return { ...before, wisher_count: 0, joined: false };
}

/** How many open wishes an upload of this exam to the course would fulfil, and how many people wait on them. */
export async function findWishMatches(
  db: Database,
  courseId: number,
  query: z.output<typeof wishMatchQuerySchema>,
): Promise<WishMatch | Refusal<'course_not_found'>> {
  if ((await lockActiveCourseName(db, courseId)) === null) return fail('course_not_found');
  return countFulfilled(db, {
    courseId,
    professor: query.professor,
    academicYear: query.academic_year,
    archiveType: query.archive_type,
  });
}

/** An admin closes an open wish with a reason its wishers read in 我的願望; nobody is notified. */
export async function closeWish(
  db: Database,
  adminId: number,
  wishId: number,
  reason: string,
): Promise<Wish | Refusal<'wish_not_found'>> {
  const closed = await closeOpenWish(db, wishId, adminId, reason);
  if (!closed) return fail('wish_not_found');
  const wish = await wishAsSeenBy(db, adminId, wishId);
  return wish ?? fail('wish_not_found');
}

/**
 * Fulfils the open wishes the archive matches (its course and type; its professor and year where a wish names
 * them) and tells everyone who waited, but its uploader, in the transaction that stores it. Answers who waited.
 */
export async function fulfilWishesBy(tx: Queryable, archive: ArchiveRow): Promise<number[]> {
  const fulfilled = await fulfilWishes(tx, archive);
  const wishers = await wishersOf(tx, fulfilled, archive.uploaderId);
  if (wishers.length === 0) return wishers;
  const [course] = await tx
    .select({ name: courses.name })
    .from(courses)
    .where(eq(courses.id, archive.courseId));
  if (!course) return [];
  await notifyUsers(tx, wishers, {
    kind: 'wish_fulfilled',
    title: say(wishWording, (words) => words.fulfilled(course.name)),
    body: say(wishWording, (words) => words.exam(archive)),
    link: archiveLink(archive.courseId, archive.id),
  });
  return wishers;
}
