import { type FlagOutcome, routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { refreshLists, useAdminChange } from './admin-change.ts';

/** GET /admin/answer-flags: 檢舉's open flags by answer, or the latest resolved ones. */
export const adminFlagsQuery = (api: ApiClient, state: 'open' | 'resolved') =>
  queryOptions({
    queryKey: queryKeys.adminFlags(state),
    queryFn: ({ signal }) => api.callWith(signal, routes.answerFlags.adminListFlags, { query: { state } }),
  });

/**
 * POST /admin/answers/{id}/flags/resolve: every open flag of the answer at once. Refreshes both lists; on 404
 * (the answer was deleted meanwhile) too.
 */
export function useResolveFlags() {
  return useAdminChange(
    (api, input: { answerId: number; outcome: FlagOutcome }) =>
      api.call(routes.answerFlags.adminResolveFlags, {
        params: { id: String(input.answerId) },
        body: { outcome: input.outcome },
      }),
    (queryClient) => refreshLists(queryClient, [queryKeys.adminFlagLists]),
  );
}
