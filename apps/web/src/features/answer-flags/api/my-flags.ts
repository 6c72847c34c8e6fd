import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * GET /users/me/flags: 我的檢舉 with its unseen outcomes counted. The top bar asks it for the count in the user's
 * menu once per visit (it stays mounted from page to page), so, as `me-query.ts`, it fetches the contract's routes
 * with its first ask and sits in this file alone: every page's first load carries it.
 */
export const myFlagsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.myFlags,
    queryFn: async ({ signal }) => {
      const { routes } = await import('../../../api/contract-routes.ts');
      return api.callWith(signal, routes.answerFlags.myFlags);
    },
  });
