import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { archives, courseFollows, courses } from '../db/schema.ts';

/**
 * Follows the course for the user when it is not deleted; nothing changes when they already do. Answers whether
 * the course was there to follow.
 */
export async function insertFollow(db: Database, userId: number, courseId: number): Promise<boolean> {
  const [course] = await db
    .insert(courseFollows)
    .select(
      db
        .select({
          // A parameter alone has no type PostgreSQL could infer: say it is the column's.
          userId: sql<number>`${userId}::integer`.as('user_id'),
          courseId: courses.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(courses)
        .where(and(eq(courses.id, courseId), isNull(courses.deletedAt))),
    )
    .onConflictDoNothing()
    .returning({ courseId: courseFollows.courseId });
  if (course) return true;
  // Nothing inserted: followed already, or no such course.
  const [active] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)));
  return active !== undefined;
}

export async function deleteFollow(db: Database, userId: number, courseId: number): Promise<void> {
  await db
    .delete(courseFollows)
    .where(and(eq(courseFollows.userId, userId), eq(courseFollows.courseId, courseId)));
}

/** The user's followed courses that are not deleted, ascending by id. */
export async function followedCourseIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseFollows.courseId })
    .from(courseFollows)
    .innerJoin(courses, eq(courses.id, courseFollows.courseId))
    .where(and(eq(courseFollows.userId, userId), isNull(courses.deletedAt)))
    .orderBy(asc(courseFollows.courseId));
  return rows.map((row) => row.id);
}

/** The user's followed courses that are not deleted, in no set order. */
export function followedCourses(db: Database, userId: number) {
  return db
    .select({ course: courses })
    .from(courseFollows)
    .innerJoin(courses, eq(courses.id, courseFollows.courseId))
    .where(and(eq(courseFollows.userId, userId), isNull(courses.deletedAt)));
}

/** The newest `perCourse` archives in use of each of the courses, newest upload first within each. */
export async function newestArchivesOf(db: Database, courseIds: readonly number[], perCourse: number) {
  if (courseIds.length === 0) return [];
  const ranked = db
    .select({
      id: archives.id,
      place:
        sql<number>`row_number() over (partition by ${archives.courseId} order by ${archives.createdAt} desc, ${archives.id} desc)`.as(
          'place',
        ),
    })
    .from(archives)
    .where(and(inArray(archives.courseId, [...courseIds]), isNull(archives.deletedAt)))
    .as('ranked');
  return db
    .select({ archive: archives, course: courses })
    .from(ranked)
    .innerJoin(archives, eq(archives.id, ranked.id))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(sql`${ranked.place} <= ${perCourse}`)
    .orderBy(desc(archives.createdAt), desc(archives.id));
}

/** Hands the followers of course `from` to course `to` (a pending course merged into it), keeping when they began. */
export async function moveFollows(db: Pick<Database, 'execute'>, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into ${courseFollows} (user_id, course_id, created_at)
    select user_id, ${to}, created_at from ${courseFollows} where course_id = ${from}
    on conflict do nothing`);
}

/** Who follows the course, but `except` (the uploader of the archive that arrived in it). */
export async function followersOf(db: Queryable, courseId: number, except: number | null): Promise<number[]> {
  const rows = await db
    .select({ userId: courseFollows.userId })
    .from(courseFollows)
    .where(
      and(
        eq(courseFollows.courseId, courseId),
        except === null ? undefined : sql`${courseFollows.userId} <> ${except}`,
      ),
    );
  return rows.map((row) => row.userId);
}
