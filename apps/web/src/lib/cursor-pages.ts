import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** A page of a list read by cursor: the cursor of the page after it, null on the last one. */
type CursorPage = { next_cursor: string | null };

/**
 * A list read page after page, newest or best first: the first page asked with `query`, each next one with the
 * previous page's `next_cursor` as its `cursor`. Such lists change under the user (an upload, an admin's
 * change), so a list asked again is asked of the server again.
 */
export function cursorPagesQuery<const K extends QueryKey, Q extends object, P extends CursorPage>(
  queryKey: K,
  query: Q,
  fetchPage: (signal: AbortSignal, query: Q & { cursor?: string }) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) =>
      fetchPage(signal, pageParam === null ? query : { ...query, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 0,
  });
}
