import type { TrashedArchive } from '@pastexam/api-contract';
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

function restoreOnce(db: Database, id: number): Promise<ArchiveRow | null> {
  return db.transaction(async (tx) => {
    const found = await lockTrashed(tx, id);
    if (!found) return null;
    let courseId = found.course.id;
    if (found.course.deletedAt !== null) {
      // A course of that name was created since: the archive joins it rather than bringing back a twin.
      const namesake = await findActiveNamesake(tx, found.course);
      if (namesake) courseId = namesake.id;
      else await undeleteCourse(tx, found.course.id);
    }
    return undeleteArchive(tx, id, courseId);
  });
}

/**
 * Takes an archive out of the trash. An archive whose course is deleted too brings that course back (only the
 * course: its other archives stay in the trash until restored themselves), or joins the active course of the
 * same name and category when there is one by now.
 */
export async function restoreArchive(
  db: Database,
  id: number,
): Promise<ArchiveRow | Refusal<'trash_archive_not_found'>> {
  let restored: ArchiveRow | null;
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
