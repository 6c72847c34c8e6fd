import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useT } from '../i18n/locale-provider.tsx';

/** The count drawn on the bell: the number, or 99+ past it. */
const badge = (unreadCount: number) => (unreadCount > 99 ? '99+' : String(unreadCount));

export interface BellButtonProps extends Omit<ComponentPropsWithRef<'div'>, 'onClick'> {
  /** How many of the user's notifications are unread; null until known. */
  unreadCount: number | null;
  /** Whether the panel it opens is open. */
  opened: boolean;
  /** Pressed. */
  onClick: () => void;
}

/**
 * The bell itself, with its count: a file of its own, free of the popover, so the top bar can stand it in its
 * place before the notifications' code has arrived. Other props (a popover's target's) go to its frame.
 */
export function BellButton({ unreadCount, opened, onClick, ...frame }: BellButtonProps) {
  // 通知, and how many are unread when any is (`通知，3 則未讀`): the core's words, as the bar draws it first.
  const t = useT();
  const name = unreadCount
    ? t('topBar.notificationsUnread', { count: unreadCount })
    : t('topBar.notifications');
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
        aria-label={name}
        aria-expanded={opened}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
