import { Popover } from '@mantine/core';
import type { ReactNode } from 'react';
import { notificationsMessages } from '../i18n/compiled/notifications.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { BellButton } from './bell-button.tsx';

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

/**
 * 通知 in the top bar: a bell with the unread count, opening the user's notifications beneath it.
 * Shown to signed-in users only, so never prerendered.
 */
export function NotificationBell({
  unreadCount = null,
  opened,
  onOpenedChange,
  children,
}: NotificationBellProps) {
  const t = useT(notificationsMessages);
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
      // The bell's button says itself that it opens a dialog and whether it is open, and the panel is that dialog:
      // the frame around the button takes no roles of its own.
      withRoles={false}
    >
      <Popover.Target>
        <BellButton unreadCount={unreadCount} opened={opened} onClick={() => onOpenedChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label={t('notifications.title')}>
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}
