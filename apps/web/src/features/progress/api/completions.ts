import { routes } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /users/me/completions: the archives the reader marked 已完成, as a set of ids. */
export const myCompletionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.myCompletions,
    queryFn: ({ signal }) => api.callWith(signal, routes.progress.listMyCompletions),
    select: (list) => new Set(list.archive_ids),
  });

/** PUT /archives/{aid}/completion: 已完成 or not; the reader's list is asked again after. */
export function useSetCompletion() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ archiveId, completed }: { archiveId: number; completed: boolean }) =>
      api.call(routes.progress.setCompletion, { params: { aid: String(archiveId) }, body: { completed } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myCompletions }),
  });
}
