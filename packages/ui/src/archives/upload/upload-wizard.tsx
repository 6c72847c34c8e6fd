import { Button, Group, Stack, Stepper, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/messages/archives.zh-TW.ts';
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

const STEP_LABELS: readonly MessageId[] = [
  'archives.courseLabel',
  'archives.stepExam',
  'archives.stepFile',
  'archives.stepConfirm',
];

/** The name of a step of the wizard. */
function stepLabel(t: (id: MessageId) => string, step: number): string {
  const id = STEP_LABELS[step];
  return id === undefined ? '' : t(id);
}

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
  const t = useT(archivesMessages);
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
      <form ref={wizard.stepRef} onSubmit={wizard.next} noValidate aria-label={stepLabel(t, step)}>
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
  const t = useT(archivesMessages);
  return (
    <>
      <Stepper active={step} onStepClick={onStepClick} allowNextStepsSelect={false} size="sm" mb="md">
        {STEP_LABELS.map((id) => t(id)).map((label) => (
          // On a phone only the numbers fit on one row; the name stays for screen readers and the line below.
          <Stepper.Step key={label} label={wide ? label : <VisuallyHidden>{label}</VisuallyHidden>} />
        ))}
      </Stepper>
      {!wide && (
        <Text size="sm" fw={600} mb="sm" aria-hidden>
          {t('archives.stepOf', { step: step + 1, steps: STEP_LABELS.length, label: stepLabel(t, step) })}
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
  const t = useT(archivesMessages);
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
        {step === 0 ? t('archives.cancel') : t('archives.back')}
      </Button>
      <Button type="submit" loading={submitting || (step >= 2 && checking)}>
        {step === LAST_STEP ? t('archives.upload') : t('archives.next')}
      </Button>
    </Group>
  );
}
