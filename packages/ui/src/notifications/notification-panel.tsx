import { Box, Button, Group, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@pastexam/api-contract';
import type { MouseEvent } from 'react';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';
import { notificationsMessages } from '../i18n/compiled/notifications.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { notificationDays } from './notification-days.ts';

export interface NotificationPanelProps {
  /** The notifications loaded so far, newest first. Required, no default. */
  notifications: readonly Notification[];
  /** The first page is loading. Default false. */
  loading?: boolean;
  /** The first page could not be loaded; called by 重新載入. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** Older notifications exist: 載入更早的通知 is offered. Default false. */
  hasMore?: boolean;
  /** Older notifications are loading. Default false. */
  loadingMore?: boolean;
  /** Loads the next older page. Default: does nothing. */
  onLoadMore?: () => void;
  /** A notification was opened (its link followed by a plain click or Enter): go there and mark it read. Required, no default. */
  onOpen: (notification: Notification) => void;
  /** 全部標為已讀. Required, no default. */
  onMarkAllRead: () => void;
  /** 全部標為已讀 is running. Default false. */
  markingAllRead?: boolean;
  /** Opens 通知設定. Required, no default. */
  onOpenSettings: () => void;
  /** What "now" is for 今天, 昨天 and 5 分鐘前. Default: the clock's now. */
  now?: number;
}

/** A plain click (no modifier key, the main button): the app goes there itself; any other opens as the browser does. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function NotificationItem({
  notification,
  onOpen,
  now,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  now: number;
}) {
  const t = useT(notificationsMessages);
  const formats = formatsFor(useLocale());
  const { read, title, body, link, created_at } = notification;
  return (
    <UnstyledButton
      component="a"
      href={link}
      onClick={(event: MouseEvent) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(notification);
      }}
      px="md"
      py="xs"
      display="block"
      bg={read ? undefined : 'var(--mantine-primary-color-light)'}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          mt={7}
          w={8}
          h={8}
          style={{ flex: 'none', borderRadius: '50%' }}
          bg={read ? 'transparent' : 'red'}
          aria-hidden
        />
        <Stack gap={2}>
          <Text size="sm" fw={read ? 400 : 600}>
            {!read && <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>}
            {title}
          </Text>
          {body && (
            // A body may say two things on two lines (a refused upload's exams, then the reason).
            <Text size="xs" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
              {body}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formats.relativeTime(created_at, now)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The bell's panel: the user's notifications by day (今天, 昨天, a date), each leading to its place. */
export function NotificationPanel({
  notifications,
  loading = false,
  onRetry = null,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onOpen,
  onMarkAllRead,
  markingAllRead = false,
  onOpenSettings,
  now = Date.now(),
}: NotificationPanelProps) {
  const t = useT(notificationsMessages);
  const locale = useLocale();
  const status = loadStatus(loading, onRetry, {
    loading: t('notifications.loading'),
    failed: t('notifications.loadFailed'),
  });
  const anyUnread = notifications.some((notification) => !notification.read);
  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="xs">
        <Text fw={600}>{t('notifications.title')}</Text>
        <Group gap={4}>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={onMarkAllRead}
            loading={markingAllRead}
            disabled={!anyUnread}
          >
            {t('notifications.markAllRead')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={onOpenSettings}>
            {t('notifications.settings')}
          </Button>
        </Group>
      </Group>
      {status ? (
        <TableStatusMessage status={status} />
      ) : notifications.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {t('notifications.none')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto">
          {notificationDays(notifications, now, locale).map((day) => (
            <Box component="section" key={day.label} aria-label={day.label}>
              <Text size="xs" fw={600} c="dimmed" px="md" pt="xs" component="h3" m={0}>
                {day.label}
              </Text>
              <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {day.notifications.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem notification={notification} onOpen={onOpen} now={now} />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          {hasMore && (
            <Group justify="center" py="xs">
              <Button size="compact-sm" variant="light" onClick={onLoadMore} loading={loadingMore}>
                {t('notifications.loadMore')}
              </Button>
            </Group>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
