import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { confirmDialogMessages } from '../i18n/compiled/confirm-dialog.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. Required, no default. */
  opened: boolean;
  /** Heading of the dialog, also its accessible name. Required, no default. */
  title: string;
  /** The question or consequence being confirmed. Required, no default. */
  message: ReactNode;
  /** Label of the confirming button. Default 確定 (OK in English). */
  confirmLabel?: string;
  /** Label of the cancelling button. Default 取消 (Cancel in English). */
  cancelLabel?: string;
  /** Paints the confirming button red for destructive actions. Default false. */
  danger?: boolean;
  /** Shows a spinner on the confirming button and blocks both buttons and dismissal. Default false. */
  loading?: boolean;
  /** Called when the user confirms. Required, no default. */
  onConfirm: () => void;
  /** Called on 取消, the close button, Escape or a click outside. Required, no default. */
  onCancel: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT(confirmDialogMessages);
  return (
    <DialogFrame opened={opened} onClose={onCancel} title={title} busy={loading}>
      <Text component="div" size="sm">
        {message}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        {/* A destructive action starts on 取消 so a stray Enter cannot trigger it. */}
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus={danger || undefined}>
          {cancelLabel ?? t('confirm-dialog.cancel')}
        </Button>
        <Button
          // Shade 8 keeps white text above 4.5:1 in both schemes.
          color={danger ? 'red.8' : undefined}
          onClick={onConfirm}
          loading={loading}
          data-autofocus={danger ? undefined : true}
        >
          {confirmLabel ?? t('confirm-dialog.confirm')}
        </Button>
      </Group>
    </DialogFrame>
  );
}
