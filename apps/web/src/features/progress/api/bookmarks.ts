import { routes } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /users/me/bookmarks: 我的收藏, by course, exam and question. */
export const myBookmarksQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.myBookmarks,
    queryFn: ({ signal }) => api.callWith(signal, routes.progress.listMyBookmarks),
  });

/** PUT /questions/{qid}/bookmark: 收藏 or not; 我的收藏 is asked again after. */
export function useSetBookmark() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, bookmarked }: { questionId: number; bookmarked: boolean }) =>
      api.call(routes.progress.setBookmark, { params: { qid: String(questionId) }, body: { bookmarked } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myBookmarks }),
  });
}
