import { type ArchiveReportResolution, routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { refreshLists, useAdminChange } from './admin-change.ts';

/** GET /admin/archive-reports: 檢舉's open exam reports by archive and reason, or the latest resolved ones. */
export const adminArchiveReportsQuery = (api: ApiClient, state: 'open' | 'resolved') =>
  queryOptions({
    queryKey: queryKeys.adminArchiveReports(state),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.archiveReports.adminListArchiveReports, { query: { state } }),
  });

/**
 * POST /admin/archives/{id}/reports/resolve: every open report of the archive for one reason at once. Refreshes
 * both lists, and, as the archive may have gone to the trash or for good, the trash and the archive lists.
 */
export function useResolveArchiveReports() {
  return useAdminChange(
    (api, input: { archiveId: number; body: ArchiveReportResolution }) =>
      api.call(routes.archiveReports.adminResolveArchiveReports, {
        params: { id: String(input.archiveId) },
        body: input.body,
      }),
    (queryClient) =>
      refreshLists(queryClient, [
        queryKeys.adminArchiveReportLists,
        queryKeys.adminTrash,
        queryKeys.adminCourses,
        queryKeys.courses,
      ]),
  );
}
