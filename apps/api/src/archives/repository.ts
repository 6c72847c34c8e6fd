import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { type ArchiveRow, archives, type CourseRow, courses } from '../db/schema.ts';

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

/** The archive with its course, in the trash or not. */
export async function findArchiveWithCourse(
  db: Database,
  archiveId: number,
): Promise<{ archive: ArchiveRow; course: CourseRow } | null> {
  const [row] = await db
    .select({ archive: archives, course: courses })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(eq(archives.id, archiveId));
  return row ?? null;
}

const activeArchives = preparedPer((db) =>
  db
    .select({
      archive: archives,
      questionCount: archives.questionCount,
      answeredCount: archives.answeredCount,
    })
    .from(archives)
    .where(and(eq(archives.courseId, sql.placeholder('courseId')), isNull(archives.deletedAt)))
    .prepare('active_archives_of_course'),
);

/**
 * The course's archives that are not deleted, in no particular order, each with how many questions it has and
 * how many of them are answered.
 */
export function listActiveArchives(
  db: Database,
  courseId: number,
): Promise<{ archive: ArchiveRow; questionCount: number; answeredCount: number }[]> {
  return activeArchives(db).execute({ courseId });
}

export type NewArchive = typeof archives.$inferInsert;

export async function insertArchive(db: Database, values: NewArchive): Promise<ArchiveRow> {
  const [row] = await db.insert(archives).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type ArchiveChanges = Partial<
  Pick<ArchiveRow, 'professor' | 'academicYear' | 'archiveType' | 'name' | 'hasAnswers' | 'courseId'>
>;

/** Null when there is no such archive. At least one change must be given. */
export async function updateArchive(
  db: Database,
  id: number,
  changes: ArchiveChanges,
): Promise<ArchiveRow | null> {
  const [row] = await db.update(archives).set(changes).where(eq(archives.id, id)).returning();
  return row ?? null;
}

/**
 * Moves the archive to the trash, noting who did; its file stays until it is purged (AI exam tasks that used it
 * may still read it meanwhile).
 */
export async function softDeleteArchive(db: Database, id: number, actorId: number): Promise<void> {
  await db.update(archives).set({ deletedAt: sql`now()`, deletedBy: actorId }).where(eq(archives.id, id));
}

/** Notes the hash of an archive's content, found after it was stored (an archive older than the hashes). */
export async function setContentHash(db: Database, id: number, sha256: string): Promise<void> {
  await db.update(archives).set({ contentSha256: sha256 }).where(eq(archives.id, id));
}
