import { type AnnouncementListQuery, type AnnouncementUnread, routes } from '@pastexam/api-contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** How many 重要 announcements the home page shows at most. */
const HOME_IMPORTANT_LIMIT = 5;

/**
 * GET /announcements: one page of 公告中心, each with whether the reader has seen it. Asked afresh each time the
 * center opens; the page on screen stays while the next one loads.
 */
export const announcementPageQuery = (api: ApiClient, query: AnnouncementListQuery) =>
  queryOptions({
    queryKey: queryKeys.announcementPage(query),
    queryFn: ({ signal }) => api.callWith(signal, routes.announcements.listAnnouncements, { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET /announcements/active?importance=important: the home page's 重要 ones. */
export const importantAnnouncementsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.importantAnnouncements,
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.announcements.activeAnnouncements, {
        query: { importance: 'important', limit: HOME_IMPORTANT_LIMIT },
      }),
  });

/** GET /announcements/unread: the 公告 button's dot, and the announcement that opens once after sign-in. */
export const unreadAnnouncementsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.unreadAnnouncements,
    queryFn: ({ signal }) => api.callWith(signal, routes.announcements.unreadAnnouncements),
  });

/** POST /announcements/seen: the reader was shown these; the dot follows the server's answer. */
export function useMarkSeen() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (ids: number[]) => api.call(routes.announcements.markAnnouncementsSeen, { body: { ids } }),
    onSuccess: (unread: AnnouncementUnread) =>
      queryClient.setQueryData(queryKeys.unreadAnnouncements, unread),
  });
}
