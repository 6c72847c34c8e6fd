import { Alert, Textarea, TextInput } from '@mantine/core';
import {
  type ArchiveType,
  archiveTypeSchema,
  WISH_NOTE_MAX_LENGTH,
  type WishInput,
  wishInputSchema,
} from '@pastexam/api-contract';
import { archiveTypeLabels } from '@pastexam/api-contract/labels';
import { useState } from 'react';
import { FormDialog } from '../admin/form-dialog.tsx';
import { EnumSelect } from '../form/enum-select.tsx';
import { type FieldErrors, issuesToFieldErrors } from '../form/field-errors.ts';

export interface WishDialogProps {
  /** Whether the dialog is shown; every opening starts empty. Required, no default. */
  opened: boolean;
  /** The course wished in, named in the title. Required, no default. */
  courseName: string;
  /** Called with the checked wish. Required, no default. */
  onSubmit: (wish: WishInput) => void;
  /** Called by 取消, the close button or Escape. Required, no default. */
  onClose: () => void;
  /** The wish is on its way: 許願 spins. Default false. */
  submitting?: boolean;
  /** The server's refusal (zh-TW). Default null. */
  error?: string | null;
}

type Field = 'professor' | 'academic_year' | 'note';
const FIELDS: readonly Field[] = ['professor', 'academic_year', 'note'];
const typeOptions = archiveTypeSchema.options.map((value) => ({ value, label: archiveTypeLabels[value] }));

const EMPTY = { professor: '', year: '', type: null as ArchiveType | null, note: '' };

/** 許願: the exam wanted in the course; professor, year and type narrow it, left empty meaning any. */
export function WishDialog({
  opened,
  courseName,
  onSubmit,
  onClose,
  submitting = false,
  error = null,
}: WishDialogProps) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // Every opening starts empty.
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) {
      setDraft(EMPTY);
      setErrors({});
    }
  }
  const set = (values: Partial<typeof EMPTY>) => setDraft({ ...draft, ...values });
  const submit = () => {
    const blankAsNull = (value: string) => (value.trim() === '' ? null : value);
    const parsed = wishInputSchema.safeParse({
      professor: blankAsNull(draft.professor),
      academic_year: blankAsNull(draft.year),
      archive_type: draft.type,
      note: blankAsNull(draft.note),
    });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues, FIELDS));
    setErrors({});
    onSubmit(parsed.data);
  };
  return (
    <FormDialog
      opened={opened}
      title={`許願：${courseName}`}
      submitLabel="許願"
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label="教授（選填）"
        value={draft.professor}
        onChange={(event) => set({ professor: event.currentTarget.value })}
        error={errors.professor}
        data-autofocus
      />
      <TextInput
        label="學年度（選填）"
        inputMode="numeric"
        placeholder="例如 113"
        value={draft.year}
        onChange={(event) => set({ year: event.currentTarget.value })}
        error={errors.academic_year}
      />
      <EnumSelect
        label="考試類型（選填）"
        placeholder="不限"
        clearable
        data={typeOptions}
        value={draft.type}
        onChange={(type) => set({ type })}
      />
      <Textarea
        label="備註（選填）"
        value={draft.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
        maxLength={WISH_NOTE_MAX_LENGTH}
        description={`最多 ${WISH_NOTE_MAX_LENGTH} 個字`}
        error={errors.note}
        rows={2}
      />
      {error && (
        <Alert color="red" title="無法許願">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}
