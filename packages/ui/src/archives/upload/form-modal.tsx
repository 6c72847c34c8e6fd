import type { ReactNode } from 'react';
import { DialogFrame } from '../../dialog-frame/dialog-frame.tsx';

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
  return (
    <DialogFrame opened={opened} onClose={onClose} title={title} width={520} busy={busy}>
      {opened && children}
    </DialogFrame>
  );
}
