import { Alert, Stack, Text } from '@mantine/core';
import type { Archive, ArchiveUpdate, CoursesByCategory } from '@pastexam/api-contract';
import { type FormEvent, useState } from 'react';
import { SaveCancelButtons } from '../../dialog-frame/dialog-frame.tsx';
import type { FieldErrors } from '../../form/field-errors.ts';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import { CoursePicker, categoryOf } from '../upload/course-picker.tsx';
import { ExamFields } from '../upload/exam-fields.tsx';
import { FormModal } from '../upload/form-modal.tsx';
import {
  type CourseDraft,
  type CourseField,
  checkCourse,
  checkExam,
  EMPTY_COURSE,
  type ExamDraft,
  type ExamField,
} from '../upload/upload-draft.ts';

/**
 * The archive fields this dialog edits, and the year the original system had for one imported from it, shown
 * under 學年度 to check the year by (the server sends it to administrators only).
 */
export type EditableArchive = Pick<
  Archive,
  'name' | 'professor' | 'academic_year' | 'archive_type' | 'has_answers' | 'legacy_academic_year'
>;

export interface ArchiveEditDialogProps {
  /** Whether the dialog is shown; every opening starts from the archive as it is. Required, no default. */
  opened: boolean;
  /** The archive being edited. Required, no default. */
  archive: EditableArchive;
  /** The course the archive is in now. Required, no default. */
  courseId: number;
  /**
   * Every course by category, to move the archive to (administrators). Default: none, and no 所屬課程: the
   * archive stays in its course (its uploader's edit).
   */
  courses?: CoursesByCategory | undefined;
  /** Professors of the archive's course, suggested as the user types. Default: none. */
  professorSuggestions?: readonly string[];
  /** The save is running: 儲存 spins and nothing can be closed. Default false. */
  saving?: boolean;
  /** The server's refusal (zh-TW), shown above the fields. Default null. */
  error?: string | null;
  /** Called with the checked fields, plus the course only when it changes. Required, no default. */
  onSubmit: (changes: ArchiveUpdate) => void;
  /** Called by 取消, the close button, Escape or a click outside (never while saving). Required, no default. */
  onClose: () => void;
}

function courseDraftOf(courses: CoursesByCategory | undefined, courseId: number): CourseDraft {
  return { ...EMPTY_COURSE, category: courses ? categoryOf(courses, courseId) : null, courseId };
}

function examDraftOf(archive: EditableArchive): ExamDraft {
  return { ...archive, academic_year: String(archive.academic_year) };
}

type FormProps = Omit<ArchiveEditDialogProps, 'opened'>;

function EditForm({
  archive,
  courseId,
  courses,
  professorSuggestions = [],
  saving = false,
  error = null,
  onSubmit,
  onClose,
}: FormProps) {
  const t = useT(archivesMessages);
  const [course, setCourse] = useState(() => courseDraftOf(courses, courseId));
  const [exam, setExam] = useState(() => examDraftOf(archive));
  const [courseErrors, setCourseErrors] = useState<FieldErrors<CourseField>>({});
  const [examErrors, setExamErrors] = useState<FieldErrors<ExamField>>({});
  const moving = courses !== undefined && !(course.mode === 'existing' && course.courseId === courseId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checkedCourse = moving ? checkCourse(course, t) : null;
    const checkedExam = checkExam(exam, t);
    setCourseErrors(checkedCourse && !checkedCourse.ok ? checkedCourse.errors : {});
    setExamErrors(checkedExam.ok ? {} : checkedExam.errors);
    if (!checkedExam.ok || (checkedCourse && !checkedCourse.ok)) return;
    onSubmit(checkedCourse ? { ...checkedExam.value, ...checkedCourse.value } : checkedExam.value);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" title={t('archives.saveFailed')} role="alert">
            {error}
          </Alert>
        )}
        <ExamFields
          value={exam}
          onChange={setExam}
          professorSuggestions={professorSuggestions}
          errors={examErrors}
          yearHint={
            archive.legacy_academic_year === undefined
              ? undefined
              : t('archives.legacyYear', { year: archive.legacy_academic_year })
          }
        />
        {courses && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('archives.courseOfArchive')}
            </Text>
            <CoursePicker courses={courses} value={course} onChange={setCourse} errors={courseErrors} />
            {moving && (
              <Text size="sm" c="dimmed">
                {t('archives.moveHint')}
              </Text>
            )}
          </Stack>
        )}
        <SaveCancelButtons saving={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/**
 * 編輯考古題: its fields, by its uploader or an administrator, and for an administrator the course it belongs to
 * (an existing one or a new one).
 */
export function ArchiveEditDialog({ opened, saving = false, onClose, ...rest }: ArchiveEditDialogProps) {
  const t = useT(archivesMessages);
  return (
    <FormModal opened={opened} title={t('archives.editTitle')} busy={saving} onClose={onClose}>
      <EditForm {...rest} saving={saving} onClose={onClose} />
    </FormModal>
  );
}
