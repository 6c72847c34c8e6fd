import type { Notification } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { notificationsMessages } from '@pastexam/ui/messages/notifications';
import { NotificationBell, NotificationPanel } from '@pastexam/ui/notifications';
import { toast } from '@pastexam/ui/toast';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import type { OpenEventSource } from '../../../lib/event-stream.ts';
import { useServices } from '../../../lib/services.tsx';
import {
  notificationPagesQuery,
  unreadNotificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notifications.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { NotificationSettings } from './notification-settings.tsx';

export interface TopBarNotificationsProps {
  /** Goes where an opened notification leads (an in-app path). Required, no default. */
  onFollow: (link: string) => void;
  /** How the stream is opened; the browser's EventSource unless given (tests hand in their own). */
  openEventSource?: OpenEventSource;
}

/**
 * The top bar's bell for a signed-in user: the unread count, kept live by the user's notification
 * stream; the panel of notifications, each marked read as it is opened; 全部標為已讀 and 通知設定.
 */
export function TopBarNotifications({ onFollow, openEventSource }: TopBarNotificationsProps) {
  const t = useT(notificationsMessages);
  const core = useT();
  const { api } = useServices();
  const [opened, setOpened] = useState(false);
  const [settingsOpened, setSettingsOpened] = useState(false);
  // A failure leaves the bell without a count: its panel says what went wrong.
  const unread = useQuery(unreadNotificationsQuery(api));
  const pages = useInfiniteQuery({ ...notificationPagesQuery(api), enabled: opened });
  useNotificationStream(openEventSource);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const failed = (title: string) => (error: unknown) =>
    toast.error(title, errorMessage(error, core('common.tryLater')));

  function follow(notification: Notification) {
    setOpened(false);
    if (!notification.read)
      markRead.mutate(notification.id, { onError: failed(t('notifications.markReadFailed')) });
    onFollow(notification.link);
  }

  return (
    <>
      <NotificationBell
        unreadCount={unread.data?.unread_count ?? null}
        opened={opened}
        onOpenedChange={setOpened}
      >
        <NotificationPanel
          notifications={pages.data?.pages.flatMap((page) => page.items) ?? []}
          loading={pages.isPending}
          onRetry={pages.isError ? () => void pages.refetch() : null}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          onOpen={follow}
          onMarkAllRead={() =>
            markAllRead.mutate(undefined, { onError: failed(t('notifications.markAllReadFailed')) })
          }
          markingAllRead={markAllRead.isPending}
          onOpenSettings={() => {
            setOpened(false);
            setSettingsOpened(true);
          }}
        />
      </NotificationBell>
      <NotificationSettings opened={settingsOpened} onClose={() => setSettingsOpened(false)} />
    </>
  );
}
