import type { ArchiveUsed } from '@pastexam/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { archives, courses } from '../../db/schema.ts';
import { aiExamErrors } from '../errors.ts';

/** Only these can serve as a model for a new exam: quizzes and other papers are too unlike one. */
const EXAM_TYPES: ReadonlySet<string> = new Set(['midterm', 'final']);

export type ChosenArchives =
  | { ok: true; archives: ArchiveUsed[] }
  | { ok: false; error: { status: 400; code: string; detail: string } };

/**
 * The archives a generation was asked for, in the order given, once every rule of issue 4 holds: no
 * repeats, each one visible (it and its course not deleted), only midterms and finals, all of one course.
 */
export async function chooseArchives(db: Database, ids: readonly number[]): Promise<ChosenArchives> {
  if (new Set(ids).size !== ids.length) return { ok: false, error: aiExamErrors.duplicateArchives };
  const rows = await db
    .select({
      id: archives.id,
      name: archives.name,
      academic_year: archives.academicYear,
      archive_type: archives.archiveType,
      professor: archives.professor,
      course: courses.name,
      courseId: courses.id,
    })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(inArray(archives.id, [...ids]), isNull(archives.deletedAt), isNull(courses.deletedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id));
  const found = ordered.filter((row) => row !== undefined);
  if (found.length !== ids.length) return { ok: false, error: aiExamErrors.archiveNotFound };
  if (found.some((row) => !EXAM_TYPES.has(row.archive_type))) {
    return { ok: false, error: aiExamErrors.archiveTypeNotAllowed };
  }
  if (new Set(found.map((row) => row.courseId)).size > 1)
    return { ok: false, error: aiExamErrors.mixedCourses };
  return { ok: true, archives: found.map(({ courseId: _courseId, ...used }) => used) };
}

/** The stored files of the archives, by id, whether or not they were deleted after the task was made. */
export async function archiveFileKeys(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: archives.id, fileKey: archives.fileKey })
    .from(archives)
    .where(inArray(archives.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.fileKey]));
}
