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

/** One download to count: who, which archive of which course, on which day (YYYY-MM-DD, Taipei). */
export type CountedDownload = { userId: number; courseId: number; archiveId: number; day: string };

/**
 * Counts downloads, however many, in two statements: one more per download on each archive's counter, written by
 * itself so this process sees at once that it changed archives (db/changes.ts), then, together, one more on each
 * archive's downloads of its day and each user's visit of the course noted now if the course is active.
 */
export async function countDownloads(db: Database, downloads: readonly CountedDownload[]): Promise<void> {
  if (downloads.length === 0) return;
  const perArchive = tally(downloads, (d) => `${d.archiveId}`);
  const perDay = tally(downloads, (d) => `${d.archiveId}/${d.day}`);
  // One row per user and course: a statement may not update the same visit twice.
  const visits = [...new Map(downloads.map((d) => [`${d.userId}/${d.courseId}`, d])).values()];
  await db.execute(sql`
    update ${archives} set download_count = ${archives.downloadCount} + counted.n
    from (values ${sql.join(
      perArchive.map(({ first, n }) => sql`(${first.archiveId}::integer, ${n}::integer)`),
      sql`, `,
    )}) as counted (id, n)
    where ${archives.id} = counted.id`);
  await db.execute(sql`
    with on_day as (
      insert into ${archiveDownloadDays} (archive_id, day, downloads)
      select ${archives.id}, counted.day, counted.n
      from (values ${sql.join(
        perDay.map(({ first, n }) => sql`(${first.archiveId}::integer, ${first.day}::date, ${n}::integer)`),
        sql`, `,
      )}) as counted (archive_id, day, n)
      -- An archive purged since it was found is counted no more, and fails no other download.
      join ${archives} on ${archives.id} = counted.archive_id
      on conflict (archive_id, day) do update
        set downloads = ${archiveDownloadDays.downloads} + excluded.downloads
    )
    insert into ${courseVisits} (user_id, course_id, visited_at)
    select visit.user_id, ${courses.id}, now()
    from (values ${sql.join(
      visits.map((d) => sql`(${d.userId}::integer, ${d.courseId}::integer)`),
      sql`, `,
    )}) as visit (user_id, course_id)
    join ${courses} on ${courses.id} = visit.course_id and ${courses.deletedAt} is null
    on conflict (user_id, course_id) do update set visited_at = now()`);
}

/** The downloads grouped by `key`: each group's first download and how many it holds. */
function tally(downloads: readonly CountedDownload[], key: (download: CountedDownload) => string) {
  const groups = new Map<string, { first: CountedDownload; n: number }>();
  for (const download of downloads) {
    const group = groups.get(key(download));
    if (group) group.n += 1;
    else groups.set(key(download), { first: download, n: 1 });
  }
  return [...groups.values()];
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
