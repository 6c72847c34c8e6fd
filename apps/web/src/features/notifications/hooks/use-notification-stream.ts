import { notificationEvents, notificationUnreadEventSchema } from '@pastexam/api-contract';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { type OpenEventSource, useEventStream } from '../../../lib/event-stream.ts';
import { useServices } from '../../../lib/services.tsx';
import { type NotificationPages, notificationEventsUrl, withNewNotification } from '../api/notifications.ts';

const names = Object.values(notificationEvents);
const source = { key: 'notifications', urlFor: notificationEventsUrl };

/**
 * Keeps the bell live: each count the user's notification stream sends (when it opens, and whenever one of
 * theirs is made or read on any replica) put into the query cache, a new notification first in the list.
 */
export function useNotificationStream(open?: OpenEventSource): { reconnecting: boolean } {
  const { queryClient } = useServices();
  const onEvent = useCallback(
    (event: MessageEvent) => {
      const parsed = notificationUnreadEventSchema.safeParse(JSON.parse(String(event.data)));
      if (!parsed.success) return;
      const { unread_count, notification } = parsed.data;
      queryClient.setQueryData(queryKeys.unreadNotifications, { unread_count });
      if (notification)
        queryClient.setQueryData<NotificationPages>(queryKeys.notificationPages, (pages) =>
          withNewNotification(pages, notification),
        );
      // Read on another device: the list's read marks are refreshed when next shown.
      else
        void queryClient.invalidateQueries({ queryKey: queryKeys.notificationPages, refetchType: 'active' });
    },
    [queryClient],
  );
  return useEventStream(source, null, names, onEvent, open);
}
