import { routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** While scans wait for OCR the counts move: they are asked for again this often while the tab is open. */
const REFRESH_MS = 10_000;

/** GET /admin/search/status: how far the stored exams' text has come (the 全文搜尋 tab). */
export const adminSearchStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminSearchStatus,
    queryFn: ({ signal }) => api.callWith(signal, routes.search.searchStatus),
    refetchInterval: (query) => {
      const status = query.state.data;
      return status && (status.pages_waiting_ocr > 0 || status.archives_waiting > 0) ? REFRESH_MS : false;
    },
  });
