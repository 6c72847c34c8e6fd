import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import type { Translate } from '../i18n/i18n.ts';
import type { MessageId as AdminMessageId } from '../i18n/messages/admin.zh-TW.ts';
import { useAdminWords } from './use-admin-words.ts';

/** What the screen showing a form dialog controls, the same for every form dialog. */
export interface FormDialogControl {
  /** Whether the dialog is shown. Required, no default. */
  opened: boolean;
  /** The save call is running: the submit button spins and nothing is sent twice. Required, no default. */
  submitting: boolean;
  /** Called by 取消, the close button, Escape or a click outside. Required, no default. */
  onClose: () => void;
}

export interface FormDialogProps extends FormDialogControl {
  /** The dialog's title and accessible name. Required, no default. */
  title: string;
  /** Label of the submit button. Required, no default. */
  submitLabel: string;
  /** Called on the submit button or Enter in a field, with the default submission prevented. Required, no default. */
  onSubmit: () => void;
  /** The fields. Required, no default. */
  children: ReactNode;
  /** A fixed width in pixels, as DialogFrame's. Default: Mantine's `md` size. */
  width?: number;
}

/** The frame of a form in a dialog (the admin's create and edit dialogs, 變更密碼): title, fields, 取消, submit. */
export function FormDialog({
  opened,
  title,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  children,
  width,
}: FormDialogProps) {
  const t = useAdminWords();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <DialogFrame opened={opened} onClose={onClose} title={title} width={width}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}

/**
 * The title and submit label of a dialog that creates or edits one record: 編輯… and 儲存 for an edit,
 * 新增… and `createLabel` (default 建立) for a new one.
 */
export function recordDialogLabels(
  t: Translate<AdminMessageId>,
  editing: boolean,
  noun: string,
  createLabel = t('admin.create'),
) {
  return editing
    ? { title: t('admin.editTitle', { noun }), submitLabel: t('admin.save') }
    : { title: t('admin.createTitle', { noun }), submitLabel: createLabel };
}
