import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface NotificationBellProps {
  /** How many of the user's notifications are unread; null until known. Default null. */
  unreadCount?: number | null;
  /** Whether the panel is open. Required, no default. */
  opened: boolean;
  /** Called with whether the panel should be open: the bell toggles it, Escape and a click outside close it. Required, no default. */
  onOpenedChange: (opened: boolean) => void;
  /** The panel the bell opens (NotificationPanel). Required, no default. */
  children: ReactNode;
}

/** What the bell is called: 通知, and how many are unread when any is (`通知，3 則未讀`). */
export const notificationBellName = (unreadCount: number | null) =>
  unreadCount ? `通知，${unreadCount} 則未讀` : '通知';

/** The count drawn on the bell: the number, or 99+ past it. */
const badge = (unreadCount: number) => (unreadCount > 99 ? '99+' : String(unreadCount));

/**
 * 通知 in the top bar (issue 33): a bell with the unread count, opening the user's notifications beneath it.
 * Shown to signed-in users only, so never prerendered.
 */
export function NotificationBell({
  unreadCount = null,
  opened,
  onOpenedChange,
  children,
}: NotificationBellProps) {
  return (
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      // The bar never scrolls away, so the panel need not hide with its bell; and a page laid out by no
      // browser (the tests') would count the bell as detached and hide the panel.
      hideDetached={false}
    >
      <Popover.Target>
        <Indicator
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
            aria-label={notificationBellName(unreadCount)}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => onOpenedChange(!opened)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>{children}</Popover.Dropdown>
    </Popover>
  );
}
