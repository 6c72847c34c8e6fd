import {
  type ArchiveType,
  type CoursesByCategory,
  DEFAULT_UPLOAD_MAX_MB,
  uploadMaxBytes,
  type WishMatch,
} from '@pastexam/api-contract';
import { zhTwLabels } from '@pastexam/api-contract/labels';
import type { ReactNode } from 'react';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import { categoryOf } from './course-picker.tsx';
import type { FoundDuplicate } from './duplicate-warning.tsx';
import { FormModal } from './form-modal.tsx';
import type { ReadPdf } from './pdf-check.ts';
import {
  type ArchiveUploadValues,
  EMPTY_COURSE,
  EMPTY_EXAM,
  type UploadDraft,
  type UploadSource,
} from './upload-draft.ts';
import { UploadWizard } from './upload-wizard.tsx';
import type { DescribedExam } from './use-upload-wizard.ts';

export type { UploadDraft } from './upload-draft.ts';

export interface ArchiveUploadDialogProps {
  /** Whether the dialog is shown; every opening starts afresh. Required, no default. */
  opened: boolean;
  /** Every course by category, as GET /courses answers. Required, no default. */
  courses: CoursesByCategory;
  /** The course to preselect (the one the user is looking at). Default null: none. */
  initialCourseId?: number | null;
  /**
   * The exam to fill in (a wish's 我有這份: what it names); with a preselected course the wizard then opens on
   * 考試資訊. Default: nothing filled in.
   */
  initialExam?: {
    professor: string | null;
    academic_year: number | null;
    archive_type: ArchiveType | null;
  } | null;
  /** Resume at a step with these values instead of starting empty. Default: start at step 1, empty. */
  initialDraft?: UploadDraft;
  /** Professors of the chosen course, suggested as the user types. Default: none. */
  professorSuggestions?: readonly string[];
  /** A new course will await an admin's review (the uploader is no admin): the wizard says so. Default false. */
  newCoursePending?: boolean;
  /** Called when the chosen existing course changes (null for none or a new course). Default: nothing. */
  onCourseChange?: (courseId: number | null) => void;
  /**
   * Largest file accepted before sending, in bytes, as the server reports it; null while that is unknown (no
   * early size check: the server still refuses an oversized file). Default: the server's own default,
   * `DEFAULT_UPLOAD_MAX_MB` from the contract.
   */
  maxFileBytes?: number | null;
  /**
   * Opens the chosen file's bytes as the preview will (the web app: pdf.js), after the checks of the bytes
   * themselves; what it finds wrong is refused on the file step. Default: those checks only.
   */
  readPdf?: ReadPdf;
  /** Draws the chosen file on the summary (the web app: its PDF viewer). Default: no preview. */
  renderPreview?: (file: File) => ReactNode;
  /**
   * Called with what the upload would send of the exam once the chosen file or photos pass the browser's checks,
   * and with null when nothing sendable is chosen (the web app then asks whether it is already there).
   * Default: nothing.
   */
  onSourceChange?: (source: UploadSource | null) => void;
  /** The course's archives the chosen file may already be, shown on the file step and the summary. Default: none. */
  duplicates?: readonly FoundDuplicate[];
  /**
   * Called with the exam's professor, year and type once they are valid, and with null while they are not (the
   * web app then asks which wishes the upload would fulfil). Default: nothing.
   */
  onExamChange?: (exam: DescribedExam | null) => void;
  /** The open wishes the upload would fulfil, noted from the exam step on; none when null or zero. Default null. */
  wishMatch?: WishMatch | null;
  /** The upload is running: 上傳 spins and nothing can be changed or closed. Default false. */
  submitting?: boolean;
  /** The server's refusal (zh-TW), shown on the summary. Default null. */
  error?: string | null;
  /** Called with the checked values from 上傳. Required, no default. */
  onSubmit: (values: ArchiveUploadValues) => void;
  /** Called by the close button, Escape or a click outside (never while submitting). Required, no default. */
  onClose: () => void;
}

function startingDraft(
  courses: CoursesByCategory,
  courseId: number | null,
  exam: ArchiveUploadDialogProps['initialExam'],
): UploadDraft {
  const category = courseId === null ? null : categoryOf(courses, courseId);
  const course = category === null ? EMPTY_COURSE : { ...EMPTY_COURSE, category, courseId };
  if (!exam) return { step: 0, course, exam: EMPTY_EXAM, file: null, images: [] };
  const filled = {
    ...EMPTY_EXAM,
    professor: exam.professor ?? '',
    academic_year: exam.academic_year === null ? '' : String(exam.academic_year),
    archive_type: exam.archive_type,
    // The name is content, read by everyone in zh-TW (and matched against the zh-TW type by typeLabelBesideName):
    // it starts as the zh-TW type whatever the uploader's language.
    name: exam.archive_type === null ? '' : zhTwLabels.archiveType[exam.archive_type],
  };
  return { step: category === null ? 0 : 1, course, exam: filled, file: null, images: [] };
}

/** 上傳考古題: course → exam information → file → summary with a local preview. */
export function ArchiveUploadDialog({
  opened,
  courses,
  initialCourseId = null,
  initialExam = null,
  initialDraft,
  maxFileBytes = uploadMaxBytes(DEFAULT_UPLOAD_MAX_MB),
  submitting = false,
  onClose,
  ...rest
}: ArchiveUploadDialogProps) {
  const t = useT(archivesMessages);
  return (
    <FormModal opened={opened} title={t('archives.uploadTitle')} busy={submitting} onClose={onClose}>
      <UploadWizard
        {...rest}
        courses={courses}
        initial={initialDraft ?? startingDraft(courses, initialCourseId, initialExam)}
        maxFileBytes={maxFileBytes}
        submitting={submitting}
        onClose={onClose}
      />
    </FormModal>
  );
}
