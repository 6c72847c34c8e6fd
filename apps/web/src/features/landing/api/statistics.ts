import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * GET /statistics: the department's figures on the home page. The server counts them once a minute, so they
 * are kept as long here. The contract's route objects are fetched with the ask, after the page has painted:
 * a guest's first load stays without them.
 */
export const statisticsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.statistics,
    queryFn: async ({ signal }) => {
      const { routes } = await import('../../../api/contract-routes.ts');
      return api.callWith(signal, routes.statistics.getStatistics);
    },
    staleTime: 60_000,
  });
