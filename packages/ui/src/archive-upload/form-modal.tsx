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
      styles={{ content: { maxWidth: '95vw' } }}
    >
      {opened && children}
    </Modal>
  );
}
