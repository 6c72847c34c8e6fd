import { Alert, Textarea, TextInput } from '@mantine/core';
import type { ArchiveType, WishInput } from '@pastexam/api-contract';
import { WISH_NOTE_MAX_LENGTH } from '@pastexam/api-contract/wish-limits';
import { useState } from 'react';
import { FormDialog } from '../admin/form-dialog.tsx';
import { EnumSelect } from '../form/enum-select.tsx';
import { archiveTypeOptions } from '../form/options.ts';

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
  // Every opening starts empty.
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setDraft(EMPTY);
  }
  const set = (values: Partial<typeof EMPTY>) => setDraft({ ...draft, ...values });
  // The server checks the wish (its refusal is shown below): the contract's schemas stay out of this chunk.
  const submit = () => {
    const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());
    onSubmit({
      professor: blankAsNull(draft.professor),
      academic_year: blankAsNull(draft.year),
      archive_type: draft.type,
      note: blankAsNull(draft.note),
    });
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
        data-autofocus
      />
      <TextInput
        label="學年度（選填）"
        inputMode="numeric"
        placeholder="例如 113"
        value={draft.year}
        onChange={(event) => set({ year: event.currentTarget.value })}
      />
      <EnumSelect
        label="考試類型（選填）"
        placeholder="不限"
        clearable
        data={archiveTypeOptions}
        value={draft.type}
        onChange={(type) => set({ type })}
      />
      <Textarea
        label="備註（選填）"
        value={draft.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
        maxLength={WISH_NOTE_MAX_LENGTH}
        description={`最多 ${WISH_NOTE_MAX_LENGTH} 個字`}
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
