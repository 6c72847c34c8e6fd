import { Text, Textarea } from '@mantine/core';
import { COURSE_REFUSAL_REASON_MAX_LENGTH, type Course } from '@pastexam/api-contract';
import { useEffect, useState } from 'react';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { FormDialog, type FormDialogControl } from './form-dialog.tsx';

export interface RefuseCourseDialogProps extends FormDialogControl {
  /** The pending course to refuse; null while none is chosen. Required, no default. */
  course: Course | null;
  /** Called with the reason written, trimmed; null when none was. Required, no default. */
  onSubmit: (reason: string | null) => void;
}

/**
 * 退回: the delete confirmation of a pending course, with the reason its uploaders are told. The course goes,
 * and its archives to the trash, as a deleted course's do.
 */
export function RefuseCourseDialog({ course, onSubmit, ...dialog }: RefuseCourseDialogProps) {
  const { opened } = dialog;
  const t = useT(adminMessages);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (opened) setReason('');
  }, [opened]);
  const tooLong = [...reason].length > COURSE_REFUSAL_REASON_MAX_LENGTH;

  const submit = () => {
    if (tooLong) return;
    const written = reason.trim();
    onSubmit(written === '' ? null : written);
  };

  return (
    <FormDialog
      {...dialog}
      title={t('admin.refuseTitle')}
      submitLabel={t('admin.refuseSubmit')}
      onSubmit={submit}
    >
      {course && (
        <Text size="sm">
          {t('admin.refuseExplanation', { name: course.name, count: course.archive_count })}
        </Text>
      )}
      <Textarea
        label={t('admin.refuseReason')}
        description={t('admin.refuseReasonDescription')}
        placeholder={t('admin.refuseReasonPlaceholder')}
        rows={3}
        value={reason}
        error={
          tooLong ? t('admin.refuseReasonTooLong', { max: COURSE_REFUSAL_REASON_MAX_LENGTH }) : undefined
        }
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </FormDialog>
  );
}
