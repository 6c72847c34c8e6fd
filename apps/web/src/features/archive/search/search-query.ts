import { routes, type SearchQuery } from '@pastexam/api-contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import type { ContentSearch } from '../archive-search.ts';

/** The address's search as GET /search asks it. */
export function searchQueryOf(search: ContentSearch & { q: string }): SearchQuery {
  return {
    q: search.q,
    ...(search.in === undefined ? {} : { course_id: search.in }),
    ...(search.prof === undefined ? {} : { professor: search.prof }),
    ...(search.from === undefined ? {} : { year_from: search.from }),
    ...(search.to === undefined ? {} : { year_to: search.to }),
    ...(search.type === undefined ? {} : { type: search.type }),
  };
}

/**
 * GET /search, page after page, best first (product §4.9). An archive uploaded or deleted a moment ago changes
 * what a search finds, so a search asked again is asked of the server again.
 */
export const searchQuery = (api: ApiClient, query: SearchQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.search(query),
    queryFn: ({ signal, pageParam }) =>
      api.callWith(signal, routes.search.search, {
        query: pageParam === null ? query : { ...query, cursor: pageParam },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 0,
  });
