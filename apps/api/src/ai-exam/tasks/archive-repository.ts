import type { ArchiveUsed } from '@pastexam/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { archives, courses } from '../../db/schema.ts';

/** An archive a generation may be asked to use. */
export type ExamCandidate = ArchiveUsed & { course_id: number };

/** Those of the archives that are visible (they and their courses not deleted), in no particular order. */
export function findVisibleCandidates(db: Database, ids: readonly number[]): Promise<ExamCandidate[]> {
  return db
    .select({
      id: archives.id,
      name: archives.name,
      academic_year: archives.academicYear,
      archive_type: archives.archiveType,
      professor: archives.professor,
      course: courses.name,
      course_id: courses.id,
    })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(inArray(archives.id, [...ids]), isNull(archives.deletedAt), isNull(courses.deletedAt)));
}

/** The stored files of the archives, by id, whether or not they were deleted after the task was made. */
export async function archiveFileKeys(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: archives.id, fileKey: archives.fileKey })
    .from(archives)
    .where(inArray(archives.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.fileKey]));
}
