import { routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { refreshLists, useAdminChange } from './admin-change.ts';

/** GET /admin/wishes: the most wished-for open exams, the most waited-for first. */
export const adminWishesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminWishes,
    queryFn: ({ signal }) => api.callWith(signal, routes.wishes.adminListWishes),
  });

/** POST /admin/wishes/{id}/close: closes a wish with a reason; every list of wishes is refreshed. */
export function useCloseWish() {
  return useAdminChange(
    (api, input: { wishId: number; reason: string }) =>
      api.call(routes.wishes.adminCloseWish, {
        params: { id: String(input.wishId) },
        body: { reason: input.reason },
      }),
    (queryClient) => refreshLists(queryClient, [queryKeys.wishes]),
  );
}
