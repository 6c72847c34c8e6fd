import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './named-icon.module.css';

export interface NamedIconProps extends Pick<ActionIconProps, 'variant' | 'visibleFrom'> {
  /** What the button does: its accessible name, shown below it on hover and keyboard focus. Required. */
  name: string;
  /** The icon, hidden from screen readers (the name speaks for it). Required. */
  children: ReactNode;
  onClick: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/** An icon button of the top bar that shows its name where the bar has no room to write it beside the icon. */
export function NamedIcon({ name, children, variant = 'subtle', ...props }: NamedIconProps) {
  return (
    <ActionIcon
      variant={variant}
      size="lg"
      aria-label={name}
      data-name={name}
      className={classes.named}
      {...props}
    >
      {children}
    </ActionIcon>
  );
}
