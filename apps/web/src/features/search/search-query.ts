import { routes, type SearchQuery } from '@pastexam/api-contract';
import { queryKeys } from '../../api/query-keys.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ContentSearch } from '../../lib/archive-address.ts';
import { cursorPagesQuery } from '../../lib/cursor-pages.ts';

/** The address's search as GET /search asks it. */
export function searchQueryOf(search: ContentSearch & { q: string }): SearchQuery {
  return {
    q: search.q,
    ...(search.in === undefined ? {} : { course_id: search.in }),
    ...(search.prof === undefined ? {} : { professor: search.prof }),
    ...(search.from === undefined ? {} : { year_from: search.from }),
    ...(search.to === undefined ? {} : { year_to: search.to }),
    ...(search.type === undefined ? {} : { type: search.type }),
    ...(search.topic === undefined ? {} : { topic_id: search.topic }),
  };
}

/**
 * GET /search, page after page, best first (product §4.9). An archive uploaded or deleted a moment ago changes
 * what a search finds, so a search asked again is asked of the server again.
 */
export const searchQuery = (api: ApiClient, query: SearchQuery) =>
  cursorPagesQuery(queryKeys.search(query), query, (signal, paged) =>
    api.callWith(signal, routes.search.search, { query: paged }),
  );
