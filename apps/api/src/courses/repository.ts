import { type CourseInput, examArchiveTypes } from '@pastexam/api-contract';
import { and, asc, count, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { preparedPer } from '../db/prepared.ts';
import { archives, type CourseRow, courses } from '../db/schema.ts';
import { moveFollows } from '../follows/repository.ts';
import { coverageByCourse } from '../progress/coverage.ts';
import { deleteCourseWishes, moveWishes } from '../wishes/repository.ts';

/** Thrown when a course with that name already exists in that category. */
export class DuplicateCourseError extends Error {
  override name = 'DuplicateCourseError';
}

const activeCourses = preparedPer((db) => {
  const examInCourse = db
    .select({ one: sql`1` })
    .from(archives)
    .where(
      and(
        eq(archives.courseId, courses.id),
        isNull(archives.deletedAt),
        inArray(archives.archiveType, [...examArchiveTypes]),
      ),
    );
  const coverage = coverageByCourse(db);
  return db
    .select({
      id: courses.id,
      name: courses.name,
      category: courses.category,
      pending: courses.pending,
      hasMidtermOrFinal: sql<boolean>`${exists(examInCourse)}`.mapWith(Boolean),
      questionCount: sql`coalesce(${coverage.questionCount}, 0)`.mapWith(Number),
      answeredCount: sql`coalesce(${coverage.answeredCount}, 0)`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(coverage, eq(coverage.courseId, courses.id))
    .where(isNull(courses.deletedAt))
    .prepare('active_courses');
});

/**
 * Every course not deleted, in no particular order, each saying whether an archive of it still in use is a
 * midterm or final (what an AI mock exam needs), and how many questions those archives have and how many of
 * them are answered.
 */
export function listActiveCourses(db: Database): Promise<
  (Pick<CourseRow, 'id' | 'name' | 'category' | 'pending'> & {
    hasMidtermOrFinal: boolean;
    questionCount: number;
    answeredCount: number;
  })[]
> {
  return activeCourses(db).execute();
}

/** How many courses were ever created, deleted ones included. */
export async function countAllCourses(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(courses);
  return row?.value ?? 0;
}

const activeCourse = preparedPer((db) =>
  db
    .select()
    .from(courses)
    .where(and(eq(courses.id, sql.placeholder('id')), isNull(courses.deletedAt)))
    .prepare('active_course'),
);

export async function findActiveCourse(db: Database, id: number): Promise<CourseRow | null> {
  const [row] = await activeCourse(db).execute({ id });
  return row ?? null;
}

/**
 * The active course `id`, share-locked until the transaction `tx` ends: a merge or a delete of it waits for
 * the transaction, or the transaction sees it gone. Null when it is gone.
 */
export async function lockActiveCourse(tx: Database, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), isNull(courses.deletedAt)))
    .for('share');
  return row?.id ?? null;
}

/** Active courses with how many active archives each has, for the admin table. */
export async function listCoursesWithCounts(db: Database) {
  const archiveCount = count(archives.id);
  return db
    .select({ course: courses, archiveCount })
    .from(courses)
    .leftJoin(archives, and(eq(archives.courseId, courses.id), isNull(archives.deletedAt)))
    .where(isNull(courses.deletedAt))
    .groupBy(courses.id)
    .orderBy(asc(courses.category), desc(courses.createdAt));
}

export async function countActiveArchives(db: Database, courseId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(archives)
    .where(and(eq(archives.courseId, courseId), isNull(archives.deletedAt)));
  return row?.value ?? 0;
}

async function translateDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new DuplicateCourseError('duplicate course');
    throw error;
  }
}

/** How a new course came to be: an admin's are confirmed at once, a student's upload makes a pending one. */
export type CourseOrigin = { pending: boolean; createdBy: number | null };
const BY_ADMIN: CourseOrigin = { pending: false, createdBy: null };

/** Throws DuplicateCourseError when the category already has an active course of that name. */
export function createCourse(
  db: Database,
  input: CourseInput,
  origin: CourseOrigin = BY_ADMIN,
): Promise<CourseRow> {
  return translateDuplicate(async () => {
    const [row] = await db
      .insert(courses)
      .values({ ...input, ...origin })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** Null when there is no such active course; throws DuplicateCourseError like createCourse. */
export function updateCourse(db: Database, id: number, input: CourseInput): Promise<CourseRow | null> {
  return translateDuplicate(async () => {
    const [row] = await db
      .update(courses)
      .set(input)
      .where(and(eq(courses.id, id), isNull(courses.deletedAt)))
      .returning();
    return row ?? null;
  });
}

/**
 * The active course `id`, locked for a change until the caller's transaction ends (an upload into it waits, or
 * is seen); null when there is no such active course.
 */
export async function lockCourseForChange(tx: Queryable, id: number): Promise<CourseRow | null> {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), isNull(courses.deletedAt)))
    .for('update');
  return row ?? null;
}

/**
 * Deletes the course and moves its archives still in use to the trash with it, as deleted at the same moment by
 * the same person, so each can be restored or purged on its own. Run inside the caller's transaction. False
 * when there was no such active course.
 */
export async function softDeleteCourse(tx: Queryable, id: number, actorId: number): Promise<boolean> {
  const rows = await tx
    .update(courses)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(courses.id, id), isNull(courses.deletedAt)))
    .returning({ id: courses.id });
  if (rows.length === 0) return false;
  // A wish waits for an exam of the course: with the course gone, there is nothing left to wish for.
  await deleteCourseWishes(tx, id);
  await tx
    .update(archives)
    .set({ deletedAt: sql`now()`, deletedBy: actorId })
    .where(and(eq(archives.courseId, id), isNull(archives.deletedAt)));
  return true;
}

/** The active course of that name and category (pending or not), created as `origin` says when there is none. */
export async function findOrCreateCourse(
  db: Database,
  input: CourseInput,
  origin: CourseOrigin = BY_ADMIN,
): Promise<CourseRow> {
  const [existing] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.name, input.name), eq(courses.category, input.category), isNull(courses.deletedAt)))
    // Held until the caller's transaction ends, so a merge or a delete cannot take the course away meanwhile.
    .for('share');
  if (existing) return existing;
  return createCourse(db, input, origin);
}

/** Confirms a pending course; null when there is no such active pending course. */
export async function confirmCourse(db: Queryable, id: number): Promise<CourseRow | null> {
  const [row] = await db
    .update(courses)
    .set({ pending: false })
    .where(and(eq(courses.id, id), isNull(courses.deletedAt), eq(courses.pending, true)))
    .returning();
  return row ?? null;
}

/**
 * Moves every archive of the pending course `id` (those in the trash too) to the active, confirmed course
 * `intoId` and removes the pending course, inside the caller's transaction. Answers both courses, or what stood
 * in the way; `before` runs once both are locked and before anything moves (to read what the merge tells of).
 */
export async function mergeCourse<T>(
  tx: Queryable,
  id: number,
  intoId: number,
  before: (source: CourseRow) => Promise<T>,
): Promise<{ source: CourseRow; target: CourseRow; before: T } | 'not_found' | 'not_pending' | 'bad_target'> {
  // Both rows locked in one statement, in id order, so two merges crossing each other cannot deadlock.
  const locked = await tx
    .select()
    .from(courses)
    .where(and(inArray(courses.id, [id, intoId]), isNull(courses.deletedAt)))
    .orderBy(asc(courses.id))
    .for('update');
  const source = locked.find((row) => row.id === id);
  const target = locked.find((row) => row.id === intoId);
  if (!source) return 'not_found';
  if (!source.pending) return 'not_pending';
  if (!target || target.pending) return 'bad_target';
  const read = await before(source);
  await tx.update(archives).set({ courseId: target.id }).where(eq(archives.courseId, source.id));
  await moveFollows(tx, source.id, target.id);
  await moveWishes(tx, source.id, target.id);
  await tx.delete(courses).where(eq(courses.id, source.id));
  return { source, target, before: read };
}
