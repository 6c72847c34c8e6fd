import { Text, Textarea } from '@mantine/core';
import { COURSE_REFUSAL_REASON_MAX_LENGTH, type Course } from '@pastexam/api-contract';
import { useEffect, useState } from 'react';
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
    <FormDialog {...dialog} title="退回課程" submitLabel="退回並刪除" onSubmit={submit}>
      {course && (
        <Text size="sm">
          {`「${course.name}」會被刪除，其 ${course.archive_count} 份考古題移到垃圾桶（可在垃圾桶還原）。上傳者會收到未通過審核的通知。`}
        </Text>
      )}
      <Textarea
        label="退回原因"
        description="選填，會附在給上傳者的通知中"
        placeholder="例如：課名有誤，請選擇既有課程後重新上傳"
        rows={3}
        value={reason}
        error={tooLong ? `退回原因最多 ${COURSE_REFUSAL_REASON_MAX_LENGTH} 個字` : undefined}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </FormDialog>
  );
}
