import type { RestoredCourseOutcome, TrashedArchive } from '@pastexam/api-contract';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { ArchiveRow } from '../../db/schema.ts';
import { fail, type Refusal } from '../../refusal.ts';
import type { FileStorage } from '../../storage/index.ts';
import {
  deleteExpired,
  deleteTrashed,
  findActiveNamesake,
  listTrashed,
  lockTrashed,
  type TrashedRow,
  undeleteArchive,
  undeleteCourse,
} from './repository.ts';

const DAY_MS = 86_400_000;

function toTrashedArchive(
  { archive, course, deletedByName }: TrashedRow,
  retentionDays: number,
): TrashedArchive {
  const deletedAt = archive.deletedAt ?? new Date();
  return {
    id: archive.id,
    course_id: course.id,
    course_name: course.name,
    course_category: course.category,
    course_deleted: course.deletedAt !== null,
    name: archive.name,
    professor: archive.professor,
    academic_year: archive.academicYear,
    archive_type: archive.archiveType,
    deleted_at: deletedAt.toISOString(),
    deleted_by: deletedByName,
    purge_at: new Date(deletedAt.getTime() + retentionDays * DAY_MS).toISOString(),
  };
}

/** The trash, most recently deleted first, each with the time it will be purged. */
export async function listTrash(db: Database, retentionDays: number): Promise<TrashedArchive[]> {
  return (await listTrashed(db)).map((row) => toTrashedArchive(row, retentionDays));
}

/** A restored archive's row, and what became of its course (see `RestoredCourseOutcome`). */
export type Restored = { row: ArchiveRow; courseOutcome: RestoredCourseOutcome };

function restoreOnce(db: Database, id: number): Promise<Restored | null> {
  return db.transaction(async (tx) => {
    const found = await lockTrashed(tx, id);
    if (!found) return null;
    if (found.course.deletedAt === null) {
      return { row: await undeleteArchive(tx, id, found.course.id), courseOutcome: 'active' };
    }
    // A course of that name was created since: the archive joins it rather than bringing back a twin.
    const namesake = await findActiveNamesake(tx, found.course);
    if (namesake) return { row: await undeleteArchive(tx, id, namesake.id), courseOutcome: 'namesake' };
    await undeleteCourse(tx, found.course.id);
    return { row: await undeleteArchive(tx, id, found.course.id), courseOutcome: 'restored' };
  });
}

/**
 * Takes an archive out of the trash. An archive whose course is deleted too brings that course back (only the
 * course: its other archives stay in the trash until restored themselves), or joins the active course of the
 * same name and category when there is one by now; the answer says which.
 */
export async function restoreArchive(
  db: Database,
  id: number,
): Promise<Restored | Refusal<'trash_archive_not_found'>> {
  let restored: Restored | null;
  try {
    restored = await restoreOnce(db, id);
  } catch (error) {
    // Another restore brought back a namesake course at the same moment: the second attempt joins it.
    if (uniqueViolation(error) !== 'courses_name_category_idx') throw error;
    restored = await restoreOnce(db, id);
  }
  return restored ?? fail('trash_archive_not_found');
}

type PurgeDeps = { db: Database; storage: FileStorage; logger: Logger };

/**
 * Removes an archive in the trash for good: its row, then its file. Should the file's removal fail, the file
 * has no row any more and the sweep removes it.
 */
export async function purgeArchive(
  { db, storage, logger }: PurgeDeps,
  id: number,
): Promise<true | Refusal<'trash_archive_not_found'>> {
  const fileKey = await deleteTrashed(db, id);
  if (fileKey === null) return fail('trash_archive_not_found');
  await storage.delete(fileKey).catch((error: unknown) => {
    logger.warn(
      { event: 'purge_file_kept', archiveId: id, err: String(error) },
      'the sweep will remove the file',
    );
  });
  return true;
}

/** Purges, batch by batch, what has been in the trash longer than `retentionDays`; answers how many. */
export async function purgeExpiredTrash(
  { db, storage }: PurgeDeps,
  retentionDays: number,
  signal?: AbortSignal,
): Promise<number> {
  let purged = 0;
  for (;;) {
    signal?.throwIfAborted();
    const keys = await deleteExpired(db, retentionDays, 100);
    for (const key of keys) await storage.delete(key);
    purged += keys.length;
    if (keys.length < 100) return purged;
  }
}
