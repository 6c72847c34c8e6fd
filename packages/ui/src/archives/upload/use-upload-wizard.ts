import type { ArchiveType } from '@pastexam/api-contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../form/field-errors.ts';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import type { ReadPdf } from './pdf-check.ts';
import {
  type ArchiveUploadValues,
  type CourseField,
  checkCourse,
  checkExam,
  type ExamField,
  type UploadDraft,
  type UploadSource,
} from './upload-draft.ts';
import { useUploadFiles } from './use-upload-files.ts';

/** What a wish is matched on: the exam's professor, year and type. */
export type DescribedExam = { professor: string; academic_year: number; archive_type: ArchiveType };

/** The summary, from which 上傳 sends. */
export const LAST_STEP = 3;

type WizardOptions = {
  initial: UploadDraft;
  maxFileBytes: number | null;
  readPdf: ReadPdf | undefined;
  submitting: boolean;
  /** The server's refusal of the draft last sent. */
  error: string | null;
  onCourseChange: ((courseId: number | null) => void) | undefined;
  onSourceChange: ((source: UploadSource | null) => void) | undefined;
  onExamChange?: ((exam: DescribedExam | null) => void) | undefined;
  onSubmit: (values: ArchiveUploadValues) => void;
};

/**
 * The upload wizard's draft and its steps: what each step holds, its messages once the user tries to go on,
 * the move to the next step (or the upload from the last), and the server's refusal while the draft it was
 * about is unchanged. Keyboard users land on the first field of each step, as they did on the first.
 */
export function useUploadWizard(options: WizardOptions) {
  const { initial, submitting, error, onCourseChange } = options;
  const t = useT(archivesMessages);
  const [step, setStep] = useState<number>(initial.step);
  const [course, setCourse] = useState(initial.course);
  const [exam, setExam] = useState(initial.exam);
  const files = useUploadFiles(initial, options.maxFileBytes, options.readPdf);
  const { file, images, checking, fileProblem, source } = files;
  const sendable = fileProblem === null && !checking ? source : null;
  const { onSourceChange } = options;
  useEffect(() => onSourceChange?.(sendable), [sendable, onSourceChange]);
  const [courseErrors, setCourseErrors] = useState<FieldErrors<CourseField>>({});
  const [examErrors, setExamErrors] = useState<FieldErrors<ExamField>>({});
  // 請選擇 PDF 檔案或照片 waits until the user tries to go on without a file.
  const [fileAsked, setFileAsked] = useState(false);
  // A refusal is about the draft that was sent: once the user changes it, the old message no longer applies.
  const [refused, setRefused] = useState({ error, course, exam, file, images });
  if (refused.error !== error) setRefused({ error, course, exam, file, images });
  const unchanged =
    refused.course === course && refused.exam === exam && refused.file === file && refused.images === images;
  const refusal = unchanged ? error : null;
  const stepRef = useRef<HTMLFormElement>(null);

  const chosenCourse = course.mode === 'existing' ? course.courseId : null;
  useEffect(() => onCourseChange?.(chosenCourse), [chosenCourse, onCourseChange]);

  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step]);

  const checked = { course: checkCourse(course, t), exam: checkExam(exam, t) };
  const described = checked.exam.ok ? checked.exam.value : null;
  const [professor, year, type] = [described?.professor, described?.academic_year, described?.archive_type];
  const { onExamChange } = options;
  useEffect(() => {
    const known = professor !== undefined && year !== undefined && type !== undefined;
    onExamChange?.(known ? { professor, academic_year: year, archive_type: type } : null);
  }, [professor, year, type, onExamChange]);

  /** Shows the messages of a step and tells whether it may be left forwards. */
  function validate(index: number): boolean {
    if (index === 0) setCourseErrors(checked.course.ok ? {} : checked.course.errors);
    if (index === 1) setExamErrors(checked.exam.ok ? {} : checked.exam.errors);
    if (index === 2) setFileAsked(true);
    return [checked.course.ok, checked.exam.ok, fileProblem === null && !checking][index] ?? true;
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
    if (checked.course.ok && checked.exam.ok && source && fileProblem === null) {
      options.onSubmit({ ...checked.exam.value, course: checked.course.value, ...source });
    }
  }

  return {
    step,
    setStep,
    course,
    setCourse,
    exam,
    setExam,
    file,
    images,
    setImages: files.setImages,
    chooseFiles: files.chooseFiles,
    checking,
    checked,
    courseErrors,
    examErrors,
    fileError: files.chosenNothing && !fileAsked ? null : fileProblem,
    refusal,
    stepRef,
    next,
  };
}
