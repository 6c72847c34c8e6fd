import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * GET /users/me/archive-reports: 我的檢舉's exam reports with their unseen outcomes counted. Read by the top bar
 * for the count beside 我的檢舉, so, as `my-flags.ts`, it fetches the contract's routes with its first ask.
 */
export const myArchiveReportsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.myArchiveReports,
    queryFn: async ({ signal }) => {
      const { routes } = await import('../../../api/contract-routes.ts');
      return api.callWith(signal, routes.archiveReports.myArchiveReports);
    },
  });
