import { ActionIcon, type MantineColor, Tooltip } from '@mantine/core';
import { type PointerEvent, type ReactNode, useState } from 'react';

export interface RowActionProps {
  /** Its accessible name: what it does to which archive (刪除 113 學年度 期末考（王教授）). Required, no default. */
  label: string;
  /** The short tooltip a mouse pointer resting on it sees (刪除). Required, no default. */
  hint: string;
  /** The icon, hidden from screen readers. Required, no default. */
  icon: ReactNode;
  /** The icon's colour. Default: the theme's primary colour. */
  color?: MantineColor;
  /** Shows a spinner and takes no clicks. Default false. */
  loading?: boolean;
  /** Called on click. Required, no default. */
  onClick: () => void;
  /**
   * Called when the pointer or keyboard focus reaches the button, before it is pressed, so what it opens can
   * start loading. Default: does nothing.
   */
  onIntent?: () => void;
}

/**
 * An icon button of an archive row (edit, delete), named for screen readers by `label` and hinted by a tooltip
 * on mouse hover. The tooltip is mounted only once a mouse first rests on the button: a list can hold hundreds of
 * rows, and a mounted tooltip per button costs each row a positioning engine and its style reads.
 */
export function RowAction({ label, hint, icon, color, loading = false, onClick, onIntent }: RowActionProps) {
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  // null until a mouse first hovers; then whether it is on the button now.
  const [hovered, setHovered] = useState<boolean | null>(null);
  // Touch and pen taps get no tooltip, as with Mantine's default tooltip events.
  const onMouse = (over: boolean) => (event: PointerEvent) => {
    if (over) onIntent?.();
    if (event.pointerType === 'mouse') setHovered(over);
  };
  return (
    <>
      <ActionIcon
        ref={setButton}
        variant="subtle"
        color={color}
        aria-label={label}
        loading={loading}
        onClick={onClick}
        onFocus={onIntent}
        onPointerEnter={onMouse(true)}
        onPointerLeave={onMouse(false)}
      >
        {icon}
      </ActionIcon>
      {hovered !== null && button !== null && <Tooltip label={hint} target={button} opened={hovered} />}
    </>
  );
}
