import type { ArchiveUpload, CourseInput } from '@pastexam/api-contract';
import { DuplicateCourseError, findOrCreateCourse, lockActiveCourse } from '../courses/repository.ts';
import type { CourseChoice } from '../courses/service.ts';
import type { Database } from '../db/client.ts';
import type { ArchiveRow } from '../db/schema.ts';
import { abandonPendingFile, settlePendingFile, writePendingFile } from '../files/pending.ts';
import { notifyFollowers } from '../follows/service.ts';
import { fail, type Refusal } from '../refusal.ts';
import { EXTRACT_TEXT_KIND, queueArchiveTextJob } from '../search/extract/queue.ts';
import type { FileStorage } from '../storage/index.ts';
import { fulfilWishesBy } from '../wishes/service.ts';
import { insertArchive } from './repository.ts';

/**
 * The course an upload or a move names: an existing one by id, or a new one by name and category.
 * course_choice_missing when it names neither completely.
 */
export function courseChoice(input: {
  course_id?: number | undefined;
  course_name?: string | undefined;
  course_category?: CourseInput['category'] | undefined;
}): CourseChoice | Refusal<'course_choice_missing'> {
  if (input.course_id !== undefined) return { kind: 'existing', id: input.course_id };
  if (input.course_name !== undefined && input.course_category !== undefined) {
    return { kind: 'new', course: { name: input.course_name, category: input.course_category } };
  }
  return fail('course_choice_missing');
}

/** The existing course an upload names was deleted or merged away after the upload was checked. */
export class CourseGoneError extends Error {
  override name = 'CourseGoneError';
}

/**
 * Stores the sanitized file and its row so that a crash at any point leaves neither half: the file's key is
 * recorded as pending first, then the file is stored, then its row (and a new course, if asked for) is written
 * in the transaction that also clears the pending key and queues the reading of its text for search. When the
 * row cannot be written the file is removed again; when the process dies first, the sweep removes the file and
 * its pending key. The course is locked while the row is written: one deleted or merged away in the meantime
 * throws `CourseGoneError`.
 */
export async function storeArchive(
  db: Database,
  storage: FileStorage,
  input: Omit<ArchiveUpload, 'file' | 'course_id' | 'course_name' | 'course_category'> & {
    course: CourseChoice;
    bytes: Uint8Array;
    /** The hash of what the uploader chose (contentHash); by default none, to be taken from the stored file. */
    contentSha256?: string;
    /** Null for archives nobody uploaded, such as the demo content. */
    uploaderId: number | null;
  },
): Promise<ArchiveRow> {
  const fileKey = await writePendingFile(db, storage, input.bytes);
  try {
    return await insertArchiveRow(db, input, fileKey).catch((error: unknown) => {
      // Someone created the same new course at this moment; the second attempt finds and uses theirs.
      if (error instanceof DuplicateCourseError) return insertArchiveRow(db, input, fileKey);
      throw error;
    });
  } catch (error) {
    // If even this fails (the database is gone), the pending key stays and the sweep finishes the job.
    await abandonPendingFile(db, storage, fileKey).catch(() => undefined);
    throw error;
  }
}

type StoreInput = Parameters<typeof storeArchive>[2];

function insertArchiveRow(db: Database, input: StoreInput, fileKey: string): Promise<ArchiveRow> {
  return db.transaction(async (tx) => {
    const courseId =
      input.course.kind === 'existing'
        ? await lockActiveCourse(tx, input.course.id)
        : (await findOrCreateCourse(tx, input.course.course, input.course.origin)).id;
    if (courseId === null) throw new CourseGoneError();
    const row = await insertArchive(tx, {
      courseId,
      name: input.name,
      professor: input.professor,
      academicYear: input.academic_year,
      archiveType: input.archive_type,
      hasAnswers: input.has_answers,
      uploaderId: input.uploaderId,
      fileKey,
      fileSize: input.bytes.length,
      contentSha256: input.contentSha256 ?? null,
    });
    await settlePendingFile(tx, fileKey);
    // One notification an upload: a wisher who follows the course is told their wish came true, not twice.
    await notifyFollowers(tx, row, await fulfilWishesBy(tx, row));
    // In the same transaction: an archive that is stored is always on its way into the search index.
    await queueArchiveTextJob(tx, EXTRACT_TEXT_KIND, row.id);
    return row;
  });
}
