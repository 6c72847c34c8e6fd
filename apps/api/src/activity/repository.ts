import { and, desc, eq, gte, isNull, lte, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { archiveDownloadDays, archives, courses, courseVisits } from '../db/schema.ts';

/**
 * Notes that the user opened the course now (or moves the note forward), if the course is active; false when it
 * is not. One statement, so a course deleted meanwhile is never noted.
 */
export async function recordVisit(db: Database, userId: number, courseId: number): Promise<boolean> {
  const noted = await db
    .insert(courseVisits)
    .select(
      db
        .select({
          // A parameter alone has no type PostgreSQL could infer: say it is the column's.
          userId: sql<number>`${userId}::integer`.as('user_id'),
          courseId: courses.id,
          visitedAt: sql<Date>`now()`.as('visited_at'),
        })
        .from(courses)
        .where(and(eq(courses.id, courseId), isNull(courses.deletedAt))),
    )
    .onConflictDoUpdate({
      target: [courseVisits.userId, courseVisits.courseId],
      set: { visitedAt: sql`now()` },
    })
    .returning({ courseId: courseVisits.courseId });
  return noted.length > 0;
}

/**
 * A download counted in two statements instead of three: one more on the archive's counter, written by itself
 * so this process sees at once that it changed an archive (db/changes.ts), then, together, one more on its
 * downloads of `day` (YYYY-MM-DD, Taipei) and the user's visit of its course noted now if the course is active.
 */
export async function countDownload(
  db: Database,
  download: { userId: number; courseId: number; archiveId: number; day: string },
): Promise<void> {
  const { userId, courseId, archiveId, day } = download;
  await db
    .update(archives)
    .set({ downloadCount: sql`${archives.downloadCount} + 1` })
    .where(eq(archives.id, archiveId));
  await db.execute(sql`
    with on_day as (
      insert into ${archiveDownloadDays} (archive_id, day, downloads) values (${archiveId}, ${day}, 1)
      on conflict (archive_id, day) do update set downloads = ${archiveDownloadDays.downloads} + 1
    )
    insert into ${courseVisits} (user_id, course_id, visited_at)
    select ${userId}::integer, ${courses.id}, now() from ${courses}
    where ${courses.id} = ${courseId} and ${courses.deletedAt} is null
    on conflict (user_id, course_id) do update set visited_at = now()`);
}

/** The user's active courses, most recently opened first. */
export function recentCourses(db: Database, userId: number, limit: number) {
  return db
    .select({ course: courses, visitedAt: courseVisits.visitedAt })
    .from(courseVisits)
    .innerJoin(courses, eq(courses.id, courseVisits.courseId))
    .where(and(eq(courseVisits.userId, userId), isNull(courses.deletedAt)))
    .orderBy(desc(courseVisits.visitedAt), desc(courses.id))
    .limit(limit);
}

/** Courses an administrator has confirmed and nobody has deleted: the ones the department counts as its own. */
export const confirmedCourse = and(isNull(courses.deletedAt), eq(courses.pending, false));

/** Archives anyone can browse, in a course an administrator has confirmed: the department-wide lists' rule. */
export const listedDepartmentWide = and(isNull(archives.deletedAt), confirmedCourse);

/** The newest archives across the department, newest upload first. */
export function newestArchives(db: Database, limit: number) {
  return db
    .select({ archive: archives, course: courses })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(listedDepartmentWide)
    .orderBy(desc(archives.createdAt), desc(archives.id))
    .limit(limit);
}

/** The archives downloaded most between two days (inclusive, YYYY-MM-DD), with how many times; ties: newer first. */
export async function mostDownloaded(db: Database, from: string, to: string, limit: number) {
  const downloads = sum(archiveDownloadDays.downloads).mapWith(Number);
  return db
    .select({ archive: archives, course: courses, downloads })
    .from(archiveDownloadDays)
    .innerJoin(archives, eq(archives.id, archiveDownloadDays.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(listedDepartmentWide, gte(archiveDownloadDays.day, from), lte(archiveDownloadDays.day, to)))
    .groupBy(archives.id, courses.id)
    .orderBy(desc(downloads), desc(archives.createdAt), desc(archives.id))
    .limit(limit);
}
