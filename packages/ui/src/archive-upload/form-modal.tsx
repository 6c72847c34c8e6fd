import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormModalProps {
  /** Whether the dialog is shown; its content is mounted only then. Required, no default. */
  opened: boolean;
  /** Heading, also the dialog's accessible name. Required, no default. */
  title: string;
  /** A call is running: the dialog cannot be dismissed. Required, no default. */
  busy: boolean;
  /** Called by the close button, Escape or a click outside, never while busy. Required, no default. */
  onClose: () => void;
  /** The form; mounted afresh at each opening. Required, no default. */
  children: ReactNode;
}

/**
 * Mantine's error red (red-6 on white, red-8 on dark-7) is under the 4.5:1 contrast that text needs; these
 * shades keep every field message of the forms readable in both schemes.
 */
const READABLE_ERROR = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/** The frame of the archive forms: about 500px wide, narrowing with the screen. */
export function FormModal({ opened, title, busy, onClose, children }: FormModalProps) {
  const dismiss = () => {
    // Walking away mid-call would hide whether the change arrived.
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={title}
      size={520}
      centered
      closeButtonProps={{ 'aria-label': '關閉', disabled: busy }}
      styles={{ content: { maxWidth: '95vw', '--mantine-color-error': READABLE_ERROR } }}
    >
      {opened && children}
    </Modal>
  );
}
