import { type AdminAnnouncementQuery, type AnnouncementValues, routes } from '@pastexam/api-contract';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useAdminChange } from './admin-change.ts';

/** GET /admin/announcements: one page of 公告管理; the page on screen stays while the next one loads. */
export const adminAnnouncementsQuery = (api: ApiClient, query: AdminAnnouncementQuery) =>
  queryOptions({
    queryKey: queryKeys.adminAnnouncements(query),
    queryFn: ({ signal }) => api.callWith(signal, routes.announcements.adminListAnnouncements, { query }),
    placeholderData: keepPreviousData,
  });

/** After an announcement changed: 公告管理's pages, and what readers see (公告中心, the home page, the dot). */
function refreshAnnouncements(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminAnnouncementPages });
  void queryClient.invalidateQueries({ queryKey: queryKeys.announcements });
}

/** POST /admin/announcements. */
export function useCreateAnnouncement() {
  return useAdminChange(
    (api, values: AnnouncementValues) =>
      api.call(routes.announcements.adminCreateAnnouncement, { body: values }),
    refreshAnnouncements,
  );
}

/** PUT /admin/announcements/{id}; 404 when another admin deleted it meanwhile. */
export function useUpdateAnnouncement() {
  return useAdminChange(
    (api, { id, values }: { id: number; values: AnnouncementValues }) =>
      api.call(routes.announcements.adminUpdateAnnouncement, { params: { id: String(id) }, body: values }),
    refreshAnnouncements,
  );
}

/** DELETE /admin/announcements/{id}: gone for readers too, with who had seen it. */
export function useDeleteAnnouncement() {
  return useAdminChange(
    (api, id: number) =>
      api.call(routes.announcements.adminDeleteAnnouncement, { params: { id: String(id) } }),
    refreshAnnouncements,
  );
}
