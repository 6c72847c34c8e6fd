import type { ArchiveOverview, FollowedCourse, OverviewArchive } from '@pastexam/api-contract';
import { recentArchives } from '../activity/archive-views.ts';
import { mostDownloaded, newestArchives, recentCourses } from '../activity/repository.ts';
import { termOf } from '../activity/term.ts';
import type { Database } from '../db/client.ts';
import type { ArchiveRow, CourseRow } from '../db/schema.ts';
import { followedCourses, newestArchivesOf } from '../follows/repository.ts';
import { toApiArchive } from './serialize.ts';

/** How many of each the overview lists (product §4.8). */
export const OVERVIEW_LIMITS = {
  recentCourses: 6,
  recentArchives: 6,
  newestArchives: 8,
  popularArchives: 8,
  newestPerFollowedCourse: 3,
} as const;

const collator = new Intl.Collator('zh-TW');

function toOverviewArchive(archive: ArchiveRow, course: CourseRow): OverviewArchive {
  return {
    ...toApiArchive(archive),
    course_id: course.id,
    course_name: course.name,
    course_category: course.category,
  };
}

/** The courses the user follows, by name, each with its newest archives. */
async function followedWithNewest(db: Database, userId: number): Promise<FollowedCourse[]> {
  const followed = await followedCourses(db, userId);
  const newest = await newestArchivesOf(
    db,
    followed.map(({ course }) => course.id),
    OVERVIEW_LIMITS.newestPerFollowedCourse,
  );
  return followed
    .sort((a, b) => collator.compare(a.course.name, b.course.name) || a.course.id - b.course.id)
    .map(({ course }) => ({
      id: course.id,
      name: course.name,
      category: course.category,
      pending: course.pending,
      newest_archives: newest
        .filter((row) => row.course.id === course.id)
        .map((row) => toOverviewArchive(row.archive, row.course)),
    }));
}

/**
 * What the archive page shows before a course is chosen: the user's recent and followed courses and their recently previewed archives, the department's newest
 * uploads and the archives downloaded most in the term `now` falls in.
 */
export async function archiveOverview(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<ArchiveOverview> {
  const term = termOf(now);
  const [recent, viewed, followed, newest, popular] = await Promise.all([
    recentCourses(db, userId, OVERVIEW_LIMITS.recentCourses),
    recentArchives(db, userId, OVERVIEW_LIMITS.recentArchives),
    followedWithNewest(db, userId),
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
    recent_archives: viewed.map(({ archive, course, viewedAt }) => ({
      ...toOverviewArchive(archive, course),
      viewed_at: viewedAt.toISOString(),
    })),
    followed_courses: followed,
    newest_archives: newest.map(({ archive, course }) => toOverviewArchive(archive, course)),
    popular_archives: popular.map(({ archive, course, downloads }) => ({
      ...toOverviewArchive(archive, course),
      term_download_count: downloads,
    })),
  };
}
