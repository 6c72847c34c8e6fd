import { routes } from '@pastexam/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * GET /courses/{id}/fingerprint: the course's topics × years grid, of every professor or one. The chart of the
 * professor chosen before stays while the next one's is on its way, so the picker and the page do not jump.
 */
export const fingerprintQuery = (api: ApiClient, courseId: number, professor: string | null) =>
  queryOptions({
    queryKey: queryKeys.fingerprint(courseId, professor),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.topics.courseFingerprint, {
        params: { id: String(courseId) },
        query: professor === null ? {} : { professor },
      }),
    placeholderData: keepPreviousData,
  });
