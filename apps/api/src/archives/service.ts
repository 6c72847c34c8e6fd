import {
  type ArchivePermissions,
  type ArchiveUpdate,
  type ArchiveUpload,
  archivePermissions,
  compareArchives,
  type ListedArchive,
  MAX_ARCHIVE_PAGES,
} from '@pastexam/api-contract';
import type { Logger } from 'pino';
import { recordDownload } from '../activity/service.ts';
import { findActiveCourse } from '../courses/repository.ts';
import { type CourseChoice, resolveCourse } from '../courses/service.ts';
import type { Database } from '../db/client.ts';
import type { ArchiveRow, UserRow } from '../db/schema.ts';
import { messageCountsOfCourse } from '../discussion/repository.ts';
import type { Env } from '../env.ts';
import { createHotValues, type HotAnswers, type HotValues } from '../http/hot-answers.ts';
import type { AuditState } from '../http/register.ts';
import { PdfError } from '../pdf/errors.ts';
import { sanitizePdfOffThread } from '../pdf/thread/off-thread.ts';
import { fail, Refusal } from '../refusal.ts';
import {
  type FileStorage,
  parseRangeHeader,
  StorageNotFoundError,
  StorageRangeError,
  type StoredObject,
} from '../storage/index.ts';
import { downloadFileName } from './content-disposition.ts';
import {
  findArchiveWithCourse,
  findVisibleArchive,
  listActiveArchives,
  softDeleteArchive,
  updateArchive as updateArchiveRow,
} from './repository.ts';
import { toApiArchive } from './serialize.ts';
import { CourseGoneError, courseChoice, storeArchive } from './upload.ts';
import { uploadedPdf } from './upload-file.ts';

/**
 * A course's archives in the one order the contract defines, which the screen shows as is, each with how many
 * messages its discussion holds, as `viewer` may see them.
 */
export async function listCourseArchives(
  db: Database,
  courseId: number,
  viewer: { isAdmin: boolean },
): Promise<ListedArchive[] | Refusal<'course_not_found'>> {
  if (!(await findActiveCourse(db, courseId))) return fail('course_not_found');
  const [rows, messages] = await Promise.all([
    listActiveArchives(db, courseId),
    messageCountsOfCourse(db, courseId),
  ]);
  return rows
    .map(({ archive, questionCount, answeredCount }) => ({
      ...toApiArchive(archive, viewer),
      message_count: messages.get(archive.id) ?? 0,
      question_count: questionCount,
      answered_count: answeredCount,
    }))
    .sort(compareArchives);
}

/**
 * A signed-in user's upload: a PDF within the size limit, or one made of photos (uploadedPdf), cleaned of its
 * metadata, into a course that exists or a new one (pending until an admin confirms it, unless an admin uploaded).
 */
export async function uploadArchive(
  db: Database,
  storage: FileStorage,
  env: Pick<Env, 'UPLOAD_MAX_MB'>,
  upload: ArchiveUpload,
  uploader: Pick<UserRow, 'id' | 'isAdmin'>,
): Promise<
  | ArchiveRow
  | Refusal<
      | 'file_too_large'
      | 'course_choice_missing'
      | 'course_not_found'
      | 'not_pdf'
      | 'too_many_images'
      | 'image_unsupported'
      | 'image_unreadable'
    >
> {
  const { file, images, rotations, ...fields } = upload;
  const choice = courseChoice(fields);
  if (choice instanceof Refusal) return choice;
  const course: CourseChoice =
    choice.kind === 'new'
      ? { ...choice, origin: { pending: !uploader.isAdmin, createdBy: uploader.id } }
      : choice;
  if (course.kind === 'existing' && !(await findActiveCourse(db, course.id))) return fail('course_not_found');
  const read = await uploadedPdf({ file, images, rotations }, env);
  if (read instanceof Refusal) return read;
  let bytes: Uint8Array;
  try {
    bytes = (await sanitizePdfOffThread(read.pdf, { maxPages: MAX_ARCHIVE_PAGES })).bytes;
  } catch (error) {
    if (error instanceof PdfError) return fail('not_pdf', error.message);
    throw error;
  }
  try {
    const stored = { ...fields, course, bytes, contentSha256: read.sha256, uploaderId: uploader.id };
    return await storeArchive(db, storage, stored);
  } catch (error) {
    // Deleted or merged away while the file was being cleaned.
    if (error instanceof CourseGoneError) return fail('course_not_found');
    throw error;
  }
}

/** What `actor` may do with an archive `uploaderId` uploaded: the contract's one rule (product §5.1). */
const permissionsOf = (
  actor: Pick<UserRow, 'id' | 'isAdmin'>,
  uploaderId: number | null,
): ArchivePermissions =>
  archivePermissions({ id: actor.id, is_admin: actor.isAdmin }, { uploader_id: uploaderId });

/**
 * An edit of the fields, by the archive's uploader or an administrator, or a move to another course (an existing
 * one, or a new one), by an administrator only: an uploader's move is refused whole, fields included.
 */
export async function updateArchive(
  db: Database,
  actor: Pick<UserRow, 'id' | 'isAdmin'>,
  ids: ArchiveIds,
  body: ArchiveUpdate,
): Promise<
  | ArchiveRow
  | Refusal<
      | 'archive_not_found'
      | 'not_archive_editor'
      | 'move_admin_only'
      | 'course_choice_missing'
      | 'course_not_found'
      | 'duplicate_course'
    >
> {
  const found = await findVisibleArchive(db, ids.courseId, ids.archiveId);
  if (!found) return fail('archive_not_found');
  const may = permissionsOf(actor, found.archive.uploaderId);
  if (!may.edit) return fail('not_archive_editor');
  const moving = [body.course_id, body.course_name, body.course_category].some((v) => v !== undefined);
  if (moving && !may.move) return fail('move_admin_only');
  let targetCourseId: number | undefined;
  if (moving) {
    const target = courseChoice(body);
    if (target instanceof Refusal) return target;
    const resolved = await resolveCourse(db, target);
    if (resolved instanceof Refusal) return resolved;
    targetCourseId = resolved;
  }
  const row = await updateArchiveRow(db, ids.archiveId, {
    professor: body.professor,
    academicYear: body.academic_year,
    archiveType: body.archive_type,
    name: body.name,
    hasAnswers: body.has_answers,
    courseId: targetCourseId,
  });
  return row ?? fail('archive_not_found');
}

/** Moves an archive to the trash; only its uploader or an administrator may. */
export async function deleteArchive(
  db: Database,
  actor: UserRow,
  courseId: number,
  archiveId: number,
): Promise<true | Refusal<'archive_not_found' | 'not_uploader'>> {
  const found = await findVisibleArchive(db, courseId, archiveId);
  if (!found) return fail('archive_not_found');
  if (!permissionsOf(actor, found.archive.uploaderId).delete) return fail('not_uploader');
  await softDeleteArchive(db, archiveId, actor.id);
  return true;
}

/** An archive's stored PDF, ready to stream, with the name it is saved under. */
export type ArchiveFile = { object: StoredObject; fileName: string };
/** A range past the end of a file of `size` bytes. */
export type Unsatisfiable = { unsatisfiable: Refusal<'range_not_satisfiable'>; size: number };

type Found = { key: string; fileName: string };
type Located = Found & { size: number };

/** Each handle's visible archives' files as `find` last found them, forgotten with its ready answers. */
const foundFiles = new WeakMap<HotAnswers, HotValues<Found>>();

function foundFilesOf(hot: HotAnswers): HotValues<Found> {
  let values = foundFiles.get(hot);
  if (!values) {
    values = createHotValues(hot);
    foundFiles.set(hot, values);
  }
  return values;
}

/**
 * The stored file of a visible archive, and the name it is saved under; whether it is there is not checked.
 * With `hot`, read from memory until the archives or courses change (docs/decisions/021).
 */
async function find(
  db: Database,
  ids: ArchiveIds,
  hot?: HotAnswers,
): Promise<Found | Refusal<'archive_not_found'>> {
  const key = `${ids.courseId}/${ids.archiveId}`;
  const values = hot && foundFilesOf(hot);
  const kept = values?.get(key);
  if (kept) return kept;
  const mark = hot?.mark();
  const row = await findVisibleArchive(db, ids.courseId, ids.archiveId);
  if (!row) return fail('archive_not_found');
  const found = { key: row.archive.fileKey, fileName: downloadFileName(row.archive, row.courseName) };
  if (values && mark !== undefined) values.keep(key, found, mark);
  return found;
}

async function locate(
  { db, storage, hot }: FileAccess,
  ids: ArchiveIds,
): Promise<Located | Refusal<'archive_not_found' | 'file_not_found'>> {
  const found = await find(db, ids, hot);
  if (found instanceof Refusal) return found;
  const stat = await storage.stat(found.key);
  if (!stat) return fail('file_not_found');
  return { ...found, size: stat.size };
}

export type ArchiveIds = { courseId: number; archiveId: number };

/** What reading an archive's file takes: its handle's ready answers, when it has them, keep the lookup in memory. */
export type FileAccess = {
  db: Database;
  storage: FileStorage;
  hot?: HotAnswers | undefined;
  logger: Logger;
};

/** The PDF of a visible archive for the viewer: whole, or the byte range a Range header asks for. */
export async function viewArchiveFile(
  access: FileAccess,
  ids: ArchiveIds,
  rangeHeader: string | undefined,
): Promise<ArchiveFile | Unsatisfiable | Refusal<'archive_not_found' | 'file_not_found'>> {
  const { storage } = access;
  const located = await locate(access, ids);
  if (located instanceof Refusal) return located;
  const unsatisfiable = { unsatisfiable: fail('range_not_satisfiable'), size: located.size };
  const range = parseRangeHeader(rangeHeader, located.size);
  if (range.kind === 'unsatisfiable') return unsatisfiable;
  try {
    const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
    return { object: await storage.get(located.key, part), fileName: located.fileName };
  } catch (error) {
    // The file changed between stat and get.
    if (error instanceof StorageNotFoundError) return fail('file_not_found');
    if (error instanceof StorageRangeError) return unsatisfiable;
    throw error;
  }
}

/**
 * The whole PDF of a visible archive as a download by `userId`, which adds one to its download count and to
 * today's, and notes the user's visit of its course: counted behind the answer (activity/download-tally.ts).
 */
export async function downloadArchiveFile(
  { db, storage, hot, logger }: FileAccess,
  ids: ArchiveIds,
  userId: number,
): Promise<ArchiveFile | Refusal<'archive_not_found' | 'file_not_found'>> {
  // Opening the file tells whether it is there: no separate stat.
  const found = await find(db, ids, hot);
  if (found instanceof Refusal) return found;
  let object: StoredObject;
  try {
    object = await storage.get(found.key);
  } catch (error) {
    if (error instanceof StorageNotFoundError) return fail('file_not_found');
    throw error;
  }
  recordDownload(db, logger, { userId, ...ids });
  return { object, fileName: found.fileName };
}

/** An archive as the audit log keeps it: as the API shows it, with its course, in the trash or not. */
export async function archiveState(db: Database, id: number): Promise<AuditState | null> {
  const row = await findArchiveWithCourse(db, id);
  if (!row) return null;
  return {
    ...toApiArchive(row.archive),
    course_id: row.course.id,
    course_name: row.course.name,
    in_trash: row.archive.deletedAt !== null,
  };
}
