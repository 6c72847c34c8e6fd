import { randomUUID } from 'node:crypto';
import type { ArchiveUpload, CourseInput } from '@pastexam/api-contract';
import { DuplicateCourseError, findOrCreateCourse } from '../courses/repository.ts';
import type { Database } from '../db/client.ts';
import { type ArchiveRow, archives } from '../db/schema.ts';
import type { FileStorage } from '../storage/index.ts';

/** Where the course of an upload or a move comes from: an existing course, or one to create. */
export type CourseChoice = { kind: 'existing'; id: number } | { kind: 'new'; course: CourseInput };

/** Null when the request names neither an existing course nor a full new one. */
export function courseChoice(input: {
  course_id?: number | undefined;
  course_name?: string | undefined;
  course_category?: CourseInput['category'] | undefined;
}): CourseChoice | null {
  if (input.course_id !== undefined) return { kind: 'existing', id: input.course_id };
  if (input.course_name !== undefined && input.course_category !== undefined) {
    return { kind: 'new', course: { name: input.course_name, category: input.course_category } };
  }
  return null;
}

/**
 * Stores the sanitized file, then its row (and a new course, if asked for) in one transaction. When the row
 * cannot be written the file is removed again, so there is never a file without its row or a row without its
 * file.
 */
export async function storeArchive(
  db: Database,
  storage: FileStorage,
  input: Omit<ArchiveUpload, 'file' | 'course_id' | 'course_name' | 'course_category'> & {
    course: CourseChoice;
    bytes: Uint8Array;
    /** Null for archives nobody uploaded, such as the demo content. */
    uploaderId: number | null;
  },
): Promise<ArchiveRow> {
  const fileKey = `archives/${randomUUID()}.pdf`;
  await storage.put(fileKey, input.bytes, 'application/pdf');
  try {
    return await insertArchiveRow(db, input, fileKey).catch((error: unknown) => {
      // Someone created the same new course at this moment; the second attempt finds and uses theirs.
      if (error instanceof DuplicateCourseError) return insertArchiveRow(db, input, fileKey);
      throw error;
    });
  } catch (error) {
    await storage.delete(fileKey);
    throw error;
  }
}

type StoreInput = Parameters<typeof storeArchive>[2];

function insertArchiveRow(db: Database, input: StoreInput, fileKey: string): Promise<ArchiveRow> {
  return db.transaction(async (tx) => {
    const courseId =
      input.course.kind === 'existing'
        ? input.course.id
        : (await findOrCreateCourse(tx, input.course.course)).id;
    const [row] = await tx
      .insert(archives)
      .values({
        courseId,
        name: input.name,
        professor: input.professor,
        academicYear: input.academic_year,
        archiveType: input.archive_type,
        hasAnswers: input.has_answers,
        uploaderId: input.uploaderId,
        fileKey,
        fileSize: input.bytes.length,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}
