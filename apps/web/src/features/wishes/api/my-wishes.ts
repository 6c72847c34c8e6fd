import { routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /users/me/wishes: 我的願望, waiting, fulfilled and closed, newest first. */
export const myWishesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.myWishes,
    queryFn: ({ signal }) => api.callWith(signal, routes.wishes.listMyWishes),
    select: (list) => list.wishes,
  });
