import type { Statistics } from '@pastexam/api-contract';
import { count, eq, sql, sum } from 'drizzle-orm';
import { confirmedCourse, listedDepartmentWide } from '../activity/repository.ts';
import type { Database } from '../db/client.ts';
import { archives, courses, courseVisits, users } from '../db/schema.ts';

/**
 * The department's figures as the database holds them now (product §2.10); `since` is the start of today in
 * Taipei, from which an account counts as active.
 */
export async function countStatistics(db: Database, since: Date): Promise<Statistics> {
  const sinceValue = sql`${since.toISOString()}::timestamptz`;
  const [listed, confirmed, people] = await Promise.all([
    db
      .select({ archives: count(), downloads: sum(archives.downloadCount).mapWith(Number) })
      .from(archives)
      .innerJoin(courses, eq(courses.id, archives.courseId))
      .where(listedDepartmentWide),
    db.select({ courses: count() }).from(courses).where(confirmedCourse),
    db
      .select({
        users: count(),
        // Signed in today, or opened a course or downloaded today (a download notes its course as opened).
        active: sql<number>`count(*) filter (where ${users.lastLoginAt} >= ${sinceValue} or exists (
          select 1 from ${courseVisits}
          where ${courseVisits.userId} = ${users.id} and ${courseVisits.visitedAt} >= ${sinceValue}
        ))`.mapWith(Number),
      })
      .from(users),
  ]);
  return {
    archives: listed[0]?.archives ?? 0,
    courses: confirmed[0]?.courses ?? 0,
    users: people[0]?.users ?? 0,
    // A sum over no rows is null.
    downloads: listed[0]?.downloads ?? 0,
    active_users_today: people[0]?.active ?? 0,
  };
}
