import { routes } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /users/me/follows: the courses the reader follows (追蹤), as a set of ids. */
export const myFollowsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.myFollows,
    queryFn: ({ signal }) => api.callWith(signal, routes.follows.listMyFollows),
    select: (list): ReadonlySet<number> => new Set(list.course_ids),
  });

/** PUT /courses/{id}/follow: 追蹤 or not; the reader's list and their overview (追蹤的課程) are asked again after. */
export function useSetFollow() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, following }: { courseId: number; following: boolean }) =>
      api.call(routes.follows.setCourseFollow, { params: { id: String(courseId) }, body: { following } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myFollows }),
        queryClient.invalidateQueries({ queryKey: queryKeys.archiveOverview }),
      ]),
  });
}
