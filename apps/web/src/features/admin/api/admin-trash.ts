import { routes } from '@pastexam/api-contract';
import { type QueryClient, queryOptions, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { type ApiClient, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /archives/admin/trash: deleted archives, most recently deleted first. */
export const adminTrashQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminTrash,
    queryFn: ({ signal }) => api.callWith(signal, routes.trash.listTrash),
  });

/**
 * After a restore or a purge: the trash changed, unless it was refused for another reason than the archive having
 * left the trash meanwhile (404). Says whether it refreshed.
 */
function refreshTrashAfter(queryClient: QueryClient, error: Error | null) {
  if (error !== null && errorStatus(error) !== 404) return false;
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminTrash });
  return true;
}

/**
 * POST /archives/admin/trash/{id}/restore: the archive is back, in its course (brought back too when it was
 * deleted) or an active one of that name. Refreshes the trash, the course lists with every course's archives
 * (the archive page, the AI exam dialog) and the admin's course table; on 404 (restored or purged meanwhile)
 * the trash only.
 */
export function useRestoreArchive() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (id: number) => api.call(routes.trash.restoreArchive, { params: { id: String(id) } }),
    onSettled: (_archive, error) => {
      if (!refreshTrashAfter(queryClient, error) || error !== null) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminCourses });
    },
  });
}

/** DELETE /archives/admin/trash/{id}: the archive and its file are gone for good. */
export function usePurgeArchive() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (id: number) => api.call(routes.trash.purgeArchive, { params: { id: String(id) } }),
    onSettled: (_ok, error) => {
      refreshTrashAfter(queryClient, error);
    },
  });
}
