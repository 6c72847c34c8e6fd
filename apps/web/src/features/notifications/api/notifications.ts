import {
  type Notification,
  type NotificationPage,
  type NotificationSettings,
  type NotificationUnread,
  routes,
} from '@pastexam/api-contract';
import { type InfiniteData, infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

export type NotificationPages = InfiniteData<NotificationPage, number | null>;

/** GET /notifications, page by page: the newest 20 first, then older ones by `before`. */
export const notificationPagesQuery = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notificationPages,
    queryFn: ({ signal, pageParam }) =>
      api.callWith(signal, routes.notifications.listNotifications, {
        query: pageParam === null ? {} : { before: pageParam },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.has_more ? (page.items.at(-1)?.id ?? null) : null),
  });

/** GET /notifications/unread: the bell's count, kept current by the user's notification stream. */
export const unreadNotificationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.unreadNotifications,
    queryFn: ({ signal }) => api.callWith(signal, routes.notifications.unreadNotifications),
  });

/** GET /notifications/settings: 通知設定. */
export const notificationSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.notificationSettings,
    queryFn: ({ signal }) => api.callWith(signal, routes.notifications.getNotificationSettings),
  });

/** The loaded pages with `change` made to each notification (`null`: none loaded). */
const eachNotification = (
  pages: NotificationPages | undefined,
  change: (notification: Notification) => Notification,
): NotificationPages | undefined =>
  pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, items: page.items.map(change) })) };

/** A new notification, first in the loaded pages (unless they have it already). */
export const withNewNotification = (
  pages: NotificationPages | undefined,
  notification: Notification,
): NotificationPages | undefined => {
  const [first, ...rest] = pages?.pages ?? [];
  if (!pages || !first || first.items.some((item) => item.id === notification.id)) return pages;
  return { ...pages, pages: [{ ...first, items: [notification, ...first.items] }, ...rest] };
};

/** The count and the loaded pages after the server marked `id` (every one when null) read. */
function useMarkedRead() {
  const { queryClient } = useServices();
  return (id: number | null, unread: NotificationUnread) => {
    queryClient.setQueryData(queryKeys.unreadNotifications, unread);
    queryClient.setQueryData<NotificationPages>(queryKeys.notificationPages, (pages) =>
      eachNotification(pages, (item) => (id === null || item.id === id ? { ...item, read: true } : item)),
    );
  };
}

/** POST /notifications/{id}/read: opened from the bell. */
export function useMarkNotificationRead() {
  const { api } = useServices();
  const markedRead = useMarkedRead();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(routes.notifications.markNotificationRead, { params: { id: String(id) } }),
    onSuccess: (unread, id) => markedRead(id, unread),
  });
}

/** POST /notifications/read-all: 全部標為已讀. */
export function useMarkAllNotificationsRead() {
  const { api } = useServices();
  const markedRead = useMarkedRead();
  return useMutation({
    mutationFn: () => api.call(routes.notifications.markAllNotificationsRead),
    onSuccess: (unread) => markedRead(null, unread),
  });
}

/** PUT /notifications/settings: 通知設定's 儲存. */
export function useSaveNotificationSettings() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.call(routes.notifications.setNotificationSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings, saved),
  });
}

/**
 * The address of the user's notification stream for an EventSource, which cannot send the bearer token: a
 * ticket first (POST /notifications/ticket), then GET /notifications/events with it.
 */
export async function notificationEventsUrl(api: ApiClient): Promise<string> {
  const { ticket } = await api.call(routes.notifications.notificationStreamTicket);
  return api.url(routes.notifications.notificationEventStream, { query: { ticket } });
}

/** POST /notifications/unsubscribe: a notification mail's 取消訂閱 link, used without sign-in. */
export function useUnsubscribeNotificationMail() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (token: string) =>
      api.call(routes.notifications.unsubscribeNotificationMail, { query: { token }, body: {} }),
  });
}
