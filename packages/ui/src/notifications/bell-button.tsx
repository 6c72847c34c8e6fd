import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** What the bell is called: 通知, and how many are unread when any is (`通知，3 則未讀`). */
export const notificationBellName = (unreadCount: number | null) =>
  unreadCount ? `通知，${unreadCount} 則未讀` : '通知';

/** The count drawn on the bell: the number, or 99+ past it. */
const badge = (unreadCount: number) => (unreadCount > 99 ? '99+' : String(unreadCount));

export interface BellButtonProps extends Omit<ComponentPropsWithRef<'div'>, 'onClick'> {
  /** How many of the user's notifications are unread; null until known. */
  unreadCount: number | null;
  /** Whether the panel it opens is open. */
  opened: boolean;
  /** Pressed. */
  onClick: () => void;
  /** What it is called in the active language. Default: notificationBellName's, in zh-TW (the placeholder's). */
  name?: string;
}

/**
 * The bell itself, with its count: a file of its own, free of the popover, so the top bar can stand it in its
 * place before the notifications' code has arrived. Other props (a popover's target's) go to its frame.
 */
export function BellButton({ unreadCount, opened, onClick, name, ...frame }: BellButtonProps) {
  return (
    <Indicator
      {...frame}
      disabled={!unreadCount}
      label={unreadCount ? badge(unreadCount) : undefined}
      color="red"
      size={16}
      offset={6}
      withBorder
    >
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={name ?? notificationBellName(unreadCount)}
        aria-expanded={opened}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
