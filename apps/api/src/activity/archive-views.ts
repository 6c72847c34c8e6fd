import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { archives, archiveViews, courses } from '../db/schema.ts';

/**
 * Notes that the user previewed the archive now (or moves the note forward), if it and its course are in use;
 * false when they are not. One statement, so an archive deleted meanwhile is never noted.
 */
export async function recordArchiveView(db: Database, userId: number, archiveId: number): Promise<boolean> {
  const noted = await db
    .insert(archiveViews)
    .select(
      db
        .select({
          // A parameter alone has no type PostgreSQL could infer: say it is the column's.
          userId: sql<number>`${userId}::integer`.as('user_id'),
          archiveId: archives.id,
          viewedAt: sql<Date>`now()`.as('viewed_at'),
        })
        .from(archives)
        .innerJoin(courses, eq(courses.id, archives.courseId))
        .where(and(eq(archives.id, archiveId), isNull(archives.deletedAt), isNull(courses.deletedAt))),
    )
    .onConflictDoUpdate({
      target: [archiveViews.userId, archiveViews.archiveId],
      set: { viewedAt: sql`now()` },
    })
    .returning({ archiveId: archiveViews.archiveId });
  return noted.length > 0;
}

/** The user's previewed archives still in use, with their courses, most recently previewed first. */
export function recentArchives(db: Database, userId: number, limit: number) {
  return db
    .select({ archive: archives, course: courses, viewedAt: archiveViews.viewedAt })
    .from(archiveViews)
    .innerJoin(archives, eq(archives.id, archiveViews.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(archiveViews.userId, userId), isNull(archives.deletedAt), isNull(courses.deletedAt)))
    .orderBy(desc(archiveViews.viewedAt), desc(archives.id))
    .limit(limit);
}
