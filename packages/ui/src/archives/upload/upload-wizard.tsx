import { Button, Group, Stack, Stepper, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { ArchiveUploadDialogProps } from './archive-upload-dialog.tsx';
import { CoursePicker } from './course-picker.tsx';
import { DuplicateWarning, type FoundDuplicate } from './duplicate-warning.tsx';
import { ExamFields } from './exam-fields.tsx';
import { FileDrop } from './file-drop.tsx';
import { ImageList } from './image-list.tsx';
import type { UploadDraft } from './upload-draft.ts';
import { UploadSummary } from './upload-summary.tsx';
import { LAST_STEP, useUploadWizard } from './use-upload-wizard.ts';
import { WishMatchNote } from './wish-note.tsx';

const STEP_LABELS = ['課程', '考試資訊', '檔案', '確認'] as const;

export type WizardProps = Omit<
  ArchiveUploadDialogProps,
  'opened' | 'onClose' | 'initialCourseId' | 'initialExam'
> & {
  initial: UploadDraft;
  maxFileBytes: number | null;
  onClose: () => void;
};

/** The wizard inside the dialog: its progress, the current step and the buttons that move between steps. */
export function UploadWizard({
  courses,
  initial,
  professorSuggestions = [],
  newCoursePending = false,
  onCourseChange,
  maxFileBytes,
  readPdf,
  renderPreview,
  onSourceChange,
  duplicates = [],
  onExamChange,
  wishMatch = null,
  submitting = false,
  error = null,
  onSubmit,
  onClose,
}: WizardProps) {
  const wizard = useUploadWizard({
    initial,
    maxFileBytes,
    readPdf,
    submitting,
    error,
    onCourseChange,
    onSourceChange,
    onExamChange,
    onSubmit,
  });
  const wishNote = wishMatch !== null && wishMatch.wish_count > 0 && <WishMatchNote match={wishMatch} />;
  const warning = uploadWarning(wishNote, duplicates);
  const { step, setStep } = wizard;
  return (
    <>
      <WizardProgress step={step} onStepClick={(index) => !submitting && setStep(index)} />
      <form ref={wizard.stepRef} onSubmit={wizard.next} noValidate aria-label={STEP_LABELS[step]}>
        <CurrentStep
          wizard={wizard}
          courses={courses}
          professorSuggestions={professorSuggestions}
          newCoursePending={newCoursePending}
          maxFileBytes={maxFileBytes}
          renderPreview={renderPreview}
          wishNote={wishNote}
          warning={warning}
        />
        <WizardNav
          step={step}
          submitting={submitting}
          checking={wizard.checking}
          onBack={step === 0 ? onClose : () => setStep(step - 1)}
        />
      </form>
    </>
  );
}

type CurrentStepProps = Pick<WizardProps, 'courses' | 'renderPreview'> & {
  /** The wizard's state: the step shown and what each step holds. */
  wizard: ReturnType<typeof useUploadWizard>;
  professorSuggestions: readonly string[];
  newCoursePending: boolean;
  maxFileBytes: number | null;
  /** The wishes the upload would fulfil, noted from the exam step on; false for none. */
  wishNote: ReactNode;
  /** What the file step and the summary warn of; false for nothing. */
  warning: ReactNode;
};

/** The fields of the step shown: the course, the exam, the file or photos, or the summary before 上傳. */
function CurrentStep({
  wizard,
  courses,
  professorSuggestions,
  newCoursePending,
  maxFileBytes,
  renderPreview,
  wishNote,
  warning,
}: CurrentStepProps) {
  const { step, checked, file, images } = wizard;
  return (
    <>
      {step === 0 && (
        <CoursePicker
          courses={courses}
          value={wizard.course}
          onChange={wizard.setCourse}
          errors={wizard.courseErrors}
          newCoursePending={newCoursePending}
        />
      )}
      {step === 1 && (
        <ExamFields
          value={wizard.exam}
          onChange={wizard.setExam}
          professorSuggestions={professorSuggestions}
          errors={wizard.examErrors}
        />
      )}
      {step === 1 && wishNote && <Stack mt="sm">{wishNote}</Stack>}
      {step === 2 && (
        <Stack gap="sm">
          <FileDrop
            file={file}
            onFiles={wizard.chooseFiles}
            checking={wizard.checking}
            error={wizard.fileError}
            maxBytes={maxFileBytes}
          />
          {images.length > 0 && <ImageList images={images} onChange={wizard.setImages} />}
          {warning}
        </Stack>
      )}
      {step === 3 && checked.course.ok && checked.exam.ok && (file || images.length > 0) && (
        <UploadSummary
          warning={warning}
          courses={courses}
          course={checked.course.value}
          exam={checked.exam.value}
          file={file}
          images={images}
          preview={file && renderPreview?.(file)}
          error={wizard.refusal}
        />
      )}
    </>
  );
}

/** The wizard's steps by name, with the current one; on a phone only the numbers fit, and a line names it. */
function WizardProgress({ step, onStepClick }: { step: number; onStepClick: (index: number) => void }) {
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.xs})`) ?? true;
  return (
    <>
      <Stepper active={step} onStepClick={onStepClick} allowNextStepsSelect={false} size="sm" mb="md">
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
    </>
  );
}

/**
 * What the file step and the summary warn of: the wishes the upload would fulfil and the archives it may repeat;
 * false when there is nothing to say.
 */
function uploadWarning(wishNote: ReactNode, duplicates: readonly FoundDuplicate[]): ReactNode {
  return (
    (wishNote || duplicates.length > 0) && (
      <>
        {wishNote}
        {duplicates.length > 0 && <DuplicateWarning duplicates={duplicates} />}
      </>
    )
  );
}

/** 取消 or 上一步, and 下一步 or 上傳; they stay in view however long the step grows: the dialog scrolls above them. */
function WizardNav({
  step,
  submitting,
  checking,
  onBack,
}: {
  step: number;
  submitting: boolean;
  checking: boolean;
  onBack: () => void;
}) {
  return (
    <Group
      justify="space-between"
      mt="lg"
      py="sm"
      pos="sticky"
      bottom={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 1 }}
    >
      <Button variant="default" onClick={onBack} disabled={submitting}>
        {step === 0 ? '取消' : '上一步'}
      </Button>
      <Button type="submit" loading={submitting || (step >= 2 && checking)}>
        {step === LAST_STEP ? '上傳' : '下一步'}
      </Button>
    </Group>
  );
}
