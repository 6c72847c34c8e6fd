import { Button, Group, Stepper, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type CoursesByCategory, DEFAULT_UPLOAD_MAX_MB, uploadMaxBytes } from '@pastexam/api-contract';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../form/field-errors.ts';
import { CoursePicker, categoryOf } from './course-picker.tsx';
import { ExamFields } from './exam-fields.tsx';
import { FileDrop } from './file-drop.tsx';
import { FormModal } from './form-modal.tsx';
import { type ReadPdf, useCheckedFile } from './pdf-check.ts';
import {
  type ArchiveUploadValues,
  type CourseDraft,
  type CourseField,
  checkCourse,
  checkExam,
  EMPTY_COURSE,
  EMPTY_EXAM,
  type ExamDraft,
  type ExamField,
} from './upload-draft.ts';
import { UploadSummary } from './upload-summary.tsx';

/** Where the wizard starts when it opens; lets a story or a test show one step on its own. */
export interface UploadDraft {
  step: 0 | 1 | 2 | 3;
  course: CourseDraft;
  exam: ExamDraft;
  file: File | null;
}

export interface ArchiveUploadDialogProps {
  /** Whether the dialog is shown; every opening starts afresh. Required, no default. */
  opened: boolean;
  /** Every course by category, as GET /courses answers. Required, no default. */
  courses: CoursesByCategory;
  /** The course to preselect (the one the user is looking at). Default null: none. */
  initialCourseId?: number | null;
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
  /** The upload is running: 上傳 spins and nothing can be changed or closed. Default false. */
  submitting?: boolean;
  /** The server's refusal (zh-TW), shown on the summary. Default null. */
  error?: string | null;
  /** Called with the checked values from 上傳. Required, no default. */
  onSubmit: (values: ArchiveUploadValues) => void;
  /** Called by the close button, Escape or a click outside (never while submitting). Required, no default. */
  onClose: () => void;
}

const STEP_LABELS = ['課程', '考試資訊', '檔案', '確認'] as const;
const LAST_STEP = 3;

function startingDraft(courses: CoursesByCategory, courseId: number | null): UploadDraft {
  const category = courseId === null ? null : categoryOf(courses, courseId);
  const course = category === null ? EMPTY_COURSE : { ...EMPTY_COURSE, category, courseId };
  return { step: 0, course, exam: EMPTY_EXAM, file: null };
}

type WizardProps = Omit<ArchiveUploadDialogProps, 'opened' | 'onClose' | 'initialCourseId'> & {
  initial: UploadDraft;
  maxFileBytes: number | null;
  onClose: () => void;
};

function UploadWizard({
  courses,
  initial,
  professorSuggestions = [],
  newCoursePending = false,
  onCourseChange,
  maxFileBytes,
  readPdf,
  renderPreview,
  submitting = false,
  error = null,
  onSubmit,
  onClose,
}: WizardProps) {
  const [step, setStep] = useState<number>(initial.step);
  const [course, setCourse] = useState(initial.course);
  const [exam, setExam] = useState(initial.exam);
  const [checked, chooseFile] = useCheckedFile(initial.file, maxFileBytes, readPdf);
  const file = checked?.file ?? null;
  const checking = checked?.checking === true;
  const [courseErrors, setCourseErrors] = useState<FieldErrors<CourseField>>({});
  const [examErrors, setExamErrors] = useState<FieldErrors<ExamField>>({});
  // 請選擇 PDF 檔案 waits until the user tries to go on without a file.
  const [fileAsked, setFileAsked] = useState(false);
  // A refusal is about the draft that was sent: once the user changes it, the old message no longer applies.
  const [refused, setRefused] = useState({ error, course, exam, file });
  if (refused.error !== error) setRefused({ error, course, exam, file });
  const refusal = refused.course === course && refused.exam === exam && refused.file === file ? error : null;
  const stepRef = useRef<HTMLFormElement>(null);
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.xs})`) ?? true;

  const chosenCourse = course.mode === 'existing' ? course.courseId : null;
  useEffect(() => onCourseChange?.(chosenCourse), [chosenCourse, onCourseChange]);

  // Keyboard users land on the first field of each step, as they did on the first.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step]);

  const checkedCourse = checkCourse(course);
  const checkedExam = checkExam(exam);
  const fileProblem = checked === null ? '請選擇 PDF 檔案' : checked.problem;
  const fileError = checked === null && !fileAsked ? null : fileProblem;

  /** Shows the messages of a step and tells whether it may be left forwards. */
  function validate(index: number): boolean {
    if (index === 0) setCourseErrors(checkedCourse.ok ? {} : checkedCourse.errors);
    if (index === 1) setExamErrors(checkedExam.ok ? {} : checkedExam.errors);
    if (index === 2) setFileAsked(true);
    return [checkedCourse.ok, checkedExam.ok, fileProblem === null && !checking][index] ?? true;
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The file's verdict is moments away; the button says so meanwhile.
    if (submitting || checking) return;
    if (step < LAST_STEP) {
      if (validate(step)) setStep(step + 1);
      return;
    }
    const firstInvalid = [0, 1, 2].find((index) => !validate(index));
    if (firstInvalid !== undefined) return setStep(firstInvalid);
    if (checkedCourse.ok && checkedExam.ok && file && fileProblem === null) {
      onSubmit({ ...checkedExam.value, course: checkedCourse.value, file });
    }
  }

  return (
    <>
      <Stepper
        active={step}
        onStepClick={(index) => !submitting && setStep(index)}
        allowNextStepsSelect={false}
        size="sm"
        mb="md"
      >
        {STEP_LABELS.map((label) => (
          // On a phone only the numbers fit on one row; the name stays for screen readers and the line below.
          <Stepper.Step key={label} label={wide ? label : <VisuallyHidden>{label}</VisuallyHidden>} />
        ))}
      </Stepper>
      {!wide && (
        <Text size="sm" fw={600} mb="sm" aria-hidden>
          步驟 {step + 1}/{STEP_LABELS.length}：{STEP_LABELS[step]}
        </Text>
      )}
      <form ref={stepRef} onSubmit={next} noValidate aria-label={STEP_LABELS[step]}>
        {step === 0 && (
          <CoursePicker
            courses={courses}
            value={course}
            onChange={setCourse}
            errors={courseErrors}
            newCoursePending={newCoursePending}
          />
        )}
        {step === 1 && (
          <ExamFields
            value={exam}
            onChange={setExam}
            professorSuggestions={professorSuggestions}
            errors={examErrors}
          />
        )}
        {step === 2 && (
          <FileDrop
            file={file}
            onFile={chooseFile}
            checking={checking}
            error={fileError}
            maxBytes={maxFileBytes}
          />
        )}
        {step === 3 && checkedCourse.ok && checkedExam.ok && file && (
          <UploadSummary
            courses={courses}
            course={checkedCourse.value}
            exam={checkedExam.value}
            file={file}
            preview={renderPreview?.(file)}
            error={refusal}
          />
        )}
        {/* The buttons stay in view however long the step grows: the dialog scrolls above them. */}
        <Group
          justify="space-between"
          mt="lg"
          py="sm"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1 }}
        >
          <Button
            variant="default"
            onClick={step === 0 ? onClose : () => setStep(step - 1)}
            disabled={submitting}
          >
            {step === 0 ? '取消' : '上一步'}
          </Button>
          <Button type="submit" loading={submitting || (step >= 2 && checking)}>
            {step === LAST_STEP ? '上傳' : '下一步'}
          </Button>
        </Group>
      </form>
    </>
  );
}

/** 上傳考古題: course → exam information → file → summary with a local preview. */
export function ArchiveUploadDialog({
  opened,
  courses,
  initialCourseId = null,
  initialDraft,
  maxFileBytes = uploadMaxBytes(DEFAULT_UPLOAD_MAX_MB),
  submitting = false,
  onClose,
  ...rest
}: ArchiveUploadDialogProps) {
  return (
    <FormModal opened={opened} title="上傳考古題" busy={submitting} onClose={onClose}>
      <UploadWizard
        {...rest}
        courses={courses}
        initial={initialDraft ?? startingDraft(courses, initialCourseId)}
        maxFileBytes={maxFileBytes}
        submitting={submitting}
        onClose={onClose}
      />
    </FormModal>
  );
}
