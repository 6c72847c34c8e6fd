import { ActionIcon, Button, type ButtonProps, type MantineSpacing } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useLabelledTopBar } from '../theme/use-labelled-top-bar.ts';
import classes from './bar-action.module.css';

export interface BarActionProps extends Pick<ButtonProps, 'variant' | 'visibleFrom'> {
  /** What the button does: its accessible name, shown below the icon on hover and keyboard focus. Required. */
  name: string;
  /** The words beside the icon where the bar has room for them. Default: `name`. */
  text?: string;
  /** The icon, hidden from screen readers (the name speaks for it). Required. */
  Icon: TablerIcon;
  /** The labelled button's inline padding. Default: Mantine's. */
  px?: MantineSpacing;
  onClick: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/**
 * A button of the top bar: named beside its icon where the bar has room for every name in the active language
 * (`useLabelledTopBar`), else its icon alone, whose name shows below it on hover and keyboard focus.
 */
export function BarAction({ name, text = name, Icon, variant = 'subtle', px, ...props }: BarActionProps) {
  if (useLabelledTopBar())
    return (
      <Button
        variant={variant}
        px={px}
        leftSection={<Icon size={18} aria-hidden />}
        aria-label={text === name ? undefined : name}
        {...props}
      >
        {text}
      </Button>
    );
  return (
    <ActionIcon
      variant={variant}
      size="lg"
      aria-label={name}
      data-name={name}
      className={classes.named}
      {...props}
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
}
