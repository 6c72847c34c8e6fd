import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

export interface PracticeButtonProps
  extends Omit<ButtonProps, 'size' | 'leftSection'>,
    ElementProps<'button', keyof ButtonProps> {
  /** The icon before the label. Required, no default. */
  icon: TablerIcon;
}

/** The practice screen's buttons: compact, so they sit beside a question's heading, each with a small icon. */
export function PracticeButton({ icon: Icon, variant = 'default', ...button }: PracticeButtonProps) {
  return (
    <Button size="compact-sm" variant={variant} leftSection={<Icon size={14} aria-hidden />} {...button} />
  );
}
