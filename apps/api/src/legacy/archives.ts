import { archiveTypeSchema, archiveUploadFields, courseInputSchema } from '@pastexam/api-contract';
import { PdfError } from '../pdf/errors.ts';
import { inspectPdf } from '../pdf/index.ts';
import type { FileStorage } from '../storage/index.ts';
import {
  findActiveCourseNamed,
  insertCourse,
  recordImport,
  storeImportedArchive,
  writeImported,
} from './repository.ts';
import { type Outcome, type Run, skipRow } from './run.ts';
import { firstIssue, type LegacyArchive, type LegacyCourse } from './source.ts';
import { academicYearOf } from './years.ts';

/** Said of a row imported straight into the trash: the operator sees what the trash will purge. */
const IN_TRASH = '進入垃圾桶：原系統已刪除';

const archiveFields = archiveUploadFields.pick({
  name: true,
  professor: true,
  academic_year: true,
  archive_type: true,
});

/**
 * A course keeps its category. An active one is matched to the active course here of the same name and
 * category; a deleted one never is: it arrives in the trash as a course of its own, said in the report, so a
 * course deleted and re-created in the original stays two courses, the active one with its archives in view.
 */
export async function importCourse(run: Run, course: LegacyCourse): Promise<Outcome> {
  const fields = courseInputSchema.safeParse({ name: course.name, category: course.category });
  if (!fields.success) return skipRow(run, 'courses', course, firstIssue(fields.error));
  const { db } = run.deps;
  const existing = course.deleted_at
    ? null
    : await findActiveCourseNamed(db, fields.data.name, fields.data.category);
  if (existing !== null) {
    await recordImport(db, 'course', course.id, existing);
    const legacyId = run.newCourses.get(existing);
    const where =
      legacyId === undefined ? `本系統同名同類別的課程 #${existing}` : `本次匯入的舊系統課程 #${legacyId}`;
    run.say({
      table: 'courses',
      id: course.id,
      name: course.name,
      outcome: 'matched',
      reason: `對應到${where}`,
    });
    return { id: existing, imported: false };
  }
  const id = await writeImported(db, 'course', course.id, (tx) =>
    insertCourse(tx, { ...fields.data, deleted: course.deleted_at !== null }),
  );
  run.newCourses.set(id, course.id);
  if (course.deleted_at) {
    run.say({ table: 'courses', id: course.id, name: course.name, outcome: 'noted', reason: IN_TRASH });
  }
  return { id, imported: true };
}

/**
 * An archive keeps its file (byte for byte), downloads, date and uploader, and its year read as an academic
 * year (years.ts) with the original value beside it. It goes to the trash only when it or its course was
 * deleted in the original, and the report says which.
 */
export async function importArchive(
  run: Run,
  archive: LegacyArchive,
  ids: { courseIds: Map<number, number>; deletedCourses: Set<number>; userIds: Map<number, number> },
): Promise<Outcome> {
  const skip = (reason: string) => skipRow(run, 'archives', archive, reason);
  const courseId = ids.courseIds.get(archive.course_id);
  if (courseId === undefined) return skip(`所屬課程 #${archive.course_id} 未匯入`);
  const type = archiveTypeSchema.safeParse(archive.archive_type);
  if (!type.success) return skip(firstIssue(type.error));
  const year = academicYearOf(archive.academic_year, type.data, archive.created_at);
  if (!year.ok) return skip(year.reason);
  const fields = archiveFields.safeParse({ ...archive, academic_year: year.year });
  if (!fields.success) return skip(firstIssue(fields.error));
  const bytes = await readFile(run.deps.files, archive.object_name);
  if (typeof bytes === 'string') return skip(bytes);
  const uploaderId = archive.uploader_id === null ? null : (ids.userIds.get(archive.uploader_id) ?? null);
  const trashed = archive.deleted_at !== null || ids.deletedCourses.has(archive.course_id);
  const id = await storeImportedArchive(run.deps.db, run.deps.storage, archive.id, {
    courseId,
    name: fields.data.name,
    professor: fields.data.professor,
    academicYear: fields.data.academic_year,
    legacyAcademicYear: archive.academic_year,
    archiveType: fields.data.archive_type,
    hasAnswers: archive.has_answers,
    downloadCount: archive.download_count,
    uploaderId,
    createdAt: archive.created_at,
    deletedAt: trashed ? new Date() : null,
    bytes,
  });
  const note = (reason: string) =>
    run.say({ table: 'archives', id: archive.id, name: archive.name, outcome: 'noted', reason });
  if (year.how === 'default') {
    note(
      `考試年份 ${archive.academic_year} 無法從上傳日期判斷學期：依預設記為 ${year.year} 學年度（原值保留，可在編輯考古題時更正）`,
    );
  }
  if (archive.deleted_at !== null) note(IN_TRASH);
  else if (trashed) note(`進入垃圾桶：所屬課程 #${archive.course_id} 在原系統已刪除`);
  return { id, imported: true };
}

/** The archive's PDF from the original's bucket, or why it cannot be brought in. */
async function readFile(files: FileStorage, objectName: string): Promise<Uint8Array | string> {
  try {
    const stored = await files.get(objectName);
    const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
    await inspectPdf(bytes);
    return bytes;
  } catch (error) {
    if (error instanceof PdfError) return `${error.message}（${objectName}）`;
    return `檔案遺失或無法讀取：${objectName}`;
  }
}
