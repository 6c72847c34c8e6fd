import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type ArchiveRow, archives, courses } from '../db/schema.ts';

/** The archive with its course name, when both exist, are not deleted and the archive belongs to that course. */
export async function findVisibleArchive(
  db: Database,
  courseId: number,
  archiveId: number,
): Promise<{ archive: ArchiveRow; courseName: string } | null> {
  const [row] = await db
    .select({ archive: archives, courseName: courses.name })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(
      and(
        eq(archives.id, archiveId),
        eq(archives.courseId, courseId),
        isNull(archives.deletedAt),
        isNull(courses.deletedAt),
      ),
    );
  return row ?? null;
}

export async function countDownload(db: Database, archiveId: number): Promise<void> {
  await db
    .update(archives)
    .set({ downloadCount: sql`${archives.downloadCount} + 1` })
    .where(eq(archives.id, archiveId));
}
