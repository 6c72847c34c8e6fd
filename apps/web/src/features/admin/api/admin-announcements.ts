import { type AdminAnnouncementQuery, routes } from '@pastexam/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { adminRowChanges } from './admin-change.ts';

/** GET /admin/announcements: one page of 公告管理; the page on screen stays while the next one loads. */
export const adminAnnouncementsQuery = (api: ApiClient, query: AdminAnnouncementQuery) =>
  queryOptions({
    queryKey: queryKeys.adminAnnouncements(query),
    queryFn: ({ signal }) => api.callWith(signal, routes.announcements.adminListAnnouncements, { query }),
    placeholderData: keepPreviousData,
  });

/**
 * 公告管理's changes: POST /admin/announcements; PUT /admin/announcements/{id}, 404 when another admin deleted it
 * meanwhile; DELETE /admin/announcements/{id}, gone for readers too, with who had seen it. Each refreshes
 * 公告管理's pages, and what readers see (公告中心, the home page, the dot).
 */
export const useAnnouncementChanges = adminRowChanges(
  {
    create: routes.announcements.adminCreateAnnouncement,
    update: routes.announcements.adminUpdateAnnouncement,
    remove: routes.announcements.adminDeleteAnnouncement,
  },
  [queryKeys.adminAnnouncementPages, queryKeys.announcements],
);
