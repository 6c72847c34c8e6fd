import type { ArchiveOverview, OverviewArchive } from '@pastexam/api-contract';
import { toApiArchive } from '../archives/serialize.ts';
import type { Database } from '../db/client.ts';
import type { ArchiveRow, CourseRow } from '../db/schema.ts';
import { fail, type Refusal } from '../refusal.ts';
import {
  countDownloadOnDay,
  mostDownloaded,
  newestArchives,
  recentCourses,
  recordVisit,
} from './repository.ts';
import { taipeiDay, termOf } from './term.ts';

/** How many of each the overview lists (product §4.8). */
export const OVERVIEW_LIMITS = { recentCourses: 6, newestArchives: 8, popularArchives: 8 } as const;

/** Notes that the user opened the course, for their 最近瀏覽的課程. */
export async function recordCourseVisit(
  db: Database,
  userId: number,
  courseId: number,
): Promise<true | Refusal<'course_not_found'>> {
  return (await recordVisit(db, userId, courseId)) || fail('course_not_found');
}

/** A counted download: the archive's downloads of the day, and the user's visit of its course. */
export async function recordDownload(
  db: Database,
  download: { userId: number; courseId: number; archiveId: number },
  now = new Date(),
): Promise<void> {
  await countDownloadOnDay(db, download.archiveId, taipeiDay(now));
  await recordVisit(db, download.userId, download.courseId);
}

function toOverviewArchive(archive: ArchiveRow, course: CourseRow): OverviewArchive {
  return {
    ...toApiArchive(archive),
    course_id: course.id,
    course_name: course.name,
    course_category: course.category,
  };
}

/**
 * What the archive page shows before a course is chosen: the user's recent courses, the department's newest
 * uploads and the archives downloaded most in the term `now` falls in.
 */
export async function archiveOverview(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<ArchiveOverview> {
  const term = termOf(now);
  const [recent, newest, popular] = await Promise.all([
    recentCourses(db, userId, OVERVIEW_LIMITS.recentCourses),
    newestArchives(db, OVERVIEW_LIMITS.newestArchives),
    mostDownloaded(db, term.starts_on, term.ends_on, OVERVIEW_LIMITS.popularArchives),
  ]);
  return {
    term,
    recent_courses: recent.map(({ course, visitedAt }) => ({
      id: course.id,
      name: course.name,
      category: course.category,
      pending: course.pending,
      visited_at: visitedAt.toISOString(),
    })),
    newest_archives: newest.map(({ archive, course }) => toOverviewArchive(archive, course)),
    popular_archives: popular.map(({ archive, course, downloads }) => ({
      ...toOverviewArchive(archive, course),
      term_download_count: downloads,
    })),
  };
}
