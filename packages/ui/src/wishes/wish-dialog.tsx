import { Alert, Textarea, TextInput } from '@mantine/core';
import type { ArchiveType, WishInput } from '@pastexam/api-contract';
import { WISH_NOTE_MAX_LENGTH } from '@pastexam/api-contract/wish-limits';
import { useState } from 'react';
import { FormDialog } from '../admin/form-dialog.tsx';
import { EnumSelect } from '../form/enum-select.tsx';
import { archiveTypeOptions } from '../form/options.ts';
import { wishesMessages } from '../i18n/compiled/wishes.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';

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
  const t = useT(wishesMessages);
  const labels = useLabels();
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
      title={t('wishes.wishIn', { course: courseName })}
      submitLabel={t('wishes.wish')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label={t('wishes.professor')}
        value={draft.professor}
        onChange={(event) => set({ professor: event.currentTarget.value })}
        data-autofocus
      />
      <TextInput
        label={t('wishes.year')}
        inputMode="numeric"
        placeholder={t('wishes.yearExample')}
        value={draft.year}
        onChange={(event) => set({ year: event.currentTarget.value })}
      />
      <EnumSelect
        label={t('wishes.type')}
        placeholder={t('wishes.anyType')}
        clearable
        data={archiveTypeOptions(labels)}
        value={draft.type}
        onChange={(type) => set({ type })}
      />
      <Textarea
        label={t('wishes.note')}
        value={draft.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
        maxLength={WISH_NOTE_MAX_LENGTH}
        description={t('wishes.noteLimit', { max: WISH_NOTE_MAX_LENGTH })}
        rows={2}
      />
      {error && (
        <Alert color="red" title={t('wishes.wishFailed')}>
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}
