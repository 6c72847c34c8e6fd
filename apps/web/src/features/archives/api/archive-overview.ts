import { routes } from '@pastexam/api-contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/**
 * GET /archives/overview: the user's followed and recent courses and recent archives, the newest uploads and this term's most downloaded. Asked
 * afresh each time the overview is shown (what it had stays on screen meanwhile): visits, uploads and downloads
 * anywhere change it.
 */
export const archiveOverviewQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.archiveOverview,
    queryFn: ({ signal }) => api.callWith(signal, routes.archives.archiveOverview),
    staleTime: 0,
  });

/**
 * POST /courses/{id}/visits: notes that the user opened a course, for their 最近瀏覽的課程. A failure is not
 * said: the page works without it (a 401 still ends the session, through the client).
 */
export function useRecordCourseVisit() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (courseId: number) =>
      api.call(routes.courses.recordCourseVisit, { params: { id: String(courseId) } }),
  });
}

/**
 * POST /archives/{aid}/views: notes that the user previewed an archive, for their 最近瀏覽的考古題. A failure is
 * not said, as for a course's visit.
 */
export function useRecordArchiveView() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (archiveId: number) =>
      api.call(routes.archives.recordArchiveView, { params: { aid: String(archiveId) } }),
  });
}
