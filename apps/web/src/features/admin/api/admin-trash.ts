import { routes } from '@pastexam/api-contract';
import { queryKeys } from '../../../api/query-keys.ts';
import { adminListQuery, refreshLists, useAdminChange } from './admin-change.ts';

/** GET /archives/admin/trash: deleted archives, most recently deleted first. */
export const adminTrashQuery = adminListQuery(queryKeys.adminTrash, routes.trash.listTrash);

/** After a restore or a purge, or when the archive turned out to have left the trash meanwhile (404). */
const trashKeys = [queryKeys.adminTrash];

/**
 * POST /archives/admin/trash/{id}/restore: the archive is back, in its course (brought back too when it was
 * deleted) or an active one of that name. Refreshes the trash, the course lists with every course's archives
 * (the archive page, the AI exam dialog) and the admin's course table; on 404 (restored or purged meanwhile)
 * the trash only.
 */
export function useRestoreArchive() {
  return useAdminChange(
    (api, id: number) => api.call(routes.trash.restoreArchive, { params: { id: String(id) } }),
    (queryClient, landed) =>
      refreshLists(
        queryClient,
        landed ? [...trashKeys, queryKeys.courses, queryKeys.adminCourses] : trashKeys,
      ),
  );
}

/** DELETE /archives/admin/trash/{id}: the archive and its file are gone for good. */
export function usePurgeArchive() {
  return useAdminChange(
    (api, id: number) => api.call(routes.trash.purgeArchive, { params: { id: String(id) } }),
    (queryClient) => refreshLists(queryClient, trashKeys),
  );
}
