import {
  type ArchiveType,
  type ArchiveUpload,
  archiveUploadFields,
  type CourseCategory,
  courseNameSchema,
  fileTooLargeMessage,
  type RotationField,
} from '@pastexam/api-contract';
import { type FieldErrors, issuesToFieldErrors } from '../../form/field-errors.ts';
import type { Translate } from '../../i18n/i18n.ts';
import type { MessageId } from '../../i18n/messages/archives.zh-TW.ts';
import type { ChosenImage } from './chosen-images.ts';

/** What the course fields hold while the user is still choosing. */
export interface CourseDraft {
  mode: 'existing' | 'new';
  category: CourseCategory | null;
  courseId: number | null;
  newName: string;
}

/** The course an archive goes to: an existing one, or a new one with its category (the API's two shapes). */
export type CourseTarget =
  | Required<Pick<ArchiveUpload, 'course_id'>>
  | Required<Pick<ArchiveUpload, 'course_name' | 'course_category'>>;

/** What the exam-information fields hold while the user is typing. */
export interface ExamDraft {
  professor: string;
  academic_year: string;
  archive_type: ArchiveType | null;
  name: string;
  has_answers: boolean;
}

export type ExamValues = Pick<
  ArchiveUpload,
  'professor' | 'academic_year' | 'archive_type' | 'name' | 'has_answers'
>;

/** Where the wizard starts when it opens; lets a story or a test show one step on its own. */
export interface UploadDraft {
  step: 0 | 1 | 2 | 3;
  course: CourseDraft;
  exam: ExamDraft;
  /** The chosen PDF; null when none, or when photos are chosen instead. */
  file: File | null;
  /** The chosen photos, in page order. Default: none. */
  images?: readonly ChosenImage[];
}

/** What the upload sends of the exam itself: one PDF, or photos in page order with their turns. */
export type UploadSource = { file: File } | { images: File[]; rotations: RotationField[] };

/** Everything the upload sends, once every step is valid. */
export type ArchiveUploadValues = ExamValues & { course: CourseTarget } & UploadSource;

export type Checked<T, K extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<K> };

export type CourseField = 'category' | 'course' | 'newName';
export type ExamField = 'professor' | 'academic_year' | 'archive_type' | 'name';

export const EMPTY_COURSE: CourseDraft = { mode: 'existing', category: null, courseId: null, newName: '' };
export const EMPTY_EXAM: ExamDraft = {
  professor: '',
  academic_year: '',
  archive_type: null,
  name: '',
  has_answers: false,
};

export function checkCourse(draft: CourseDraft, t: Translate<MessageId>): Checked<CourseTarget, CourseField> {
  if (draft.category === null) return { ok: false, errors: { category: t('archives.chooseCategoryError') } };
  if (draft.mode === 'existing') {
    if (draft.courseId === null) return { ok: false, errors: { course: t('archives.chooseCourseError') } };
    return { ok: true, value: { course_id: draft.courseId } };
  }
  const name = courseNameSchema.safeParse(draft.newName);
  if (!name.success)
    return { ok: false, errors: { newName: name.error.issues[0]?.message ?? t('archives.courseNameError') } };
  return { ok: true, value: { course_name: name.data, course_category: draft.category } };
}

// The server's own rules, so a message seen here is the one the API would give.
const examSchema = archiveUploadFields.pick({ professor: true, academic_year: true, name: true });
const examFields: readonly ExamField[] = ['professor', 'academic_year', 'archive_type', 'name'];

export function checkExam(draft: ExamDraft, t: Translate<MessageId>): Checked<ExamValues, ExamField> {
  const parsed = examSchema.safeParse(draft);
  const errors: FieldErrors<ExamField> = parsed.success
    ? {}
    : issuesToFieldErrors(parsed.error.issues, examFields);
  // Coercion would read a blank year as 0 and answer with a range message that misleads.
  if (draft.academic_year.trim() === '') errors.academic_year = t('archives.yearError');
  if (draft.archive_type === null) errors.archive_type = t('archives.typeError');
  if (!parsed.success || draft.archive_type === null) return { ok: false, errors };
  return {
    ok: true,
    value: { ...parsed.data, archive_type: draft.archive_type, has_answers: draft.has_answers },
  };
}

/**
 * The first check of a chosen file, by name, type and size (skipped while the limit is unknown), made before its
 * bytes are read (pdf-check.ts); the server checks everything again and has the last word.
 */
export function checkPdfFile(file: File, maxBytes: number | null, t: Translate<MessageId>): string | null {
  const pdfName = file.name.toLowerCase().endsWith('.pdf');
  const pdfType = file.type === '' || file.type === 'application/pdf';
  if (!pdfName || !pdfType) return t('archives.pdfOnly');
  if (file.size === 0) return t('archives.emptyFile');
  if (maxBytes !== null && file.size > maxBytes) return fileTooLargeMessage(maxBytes);
  return null;
}
