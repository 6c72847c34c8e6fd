import type { SearchHit } from '@pastexam/api-contract';
import { SearchFilters, type SearchFilterValue, SearchResults } from '@pastexam/ui/search';
import { topicOptions } from '@pastexam/ui/topics/topic-options';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { coursesQuery, topicTreeQuery } from '../../api/shared-queries.ts';
import { track } from '../../lib/analytics.ts';
import { type ContentSearch, withoutSearch } from '../../lib/archive-address.ts';
import { useServices } from '../../lib/services.tsx';
import { useArchiveLocation } from '../../lib/use-archive-location.ts';
import { searchQuery, searchQueryOf } from './search-query.ts';

/** Each filter's name in the address and in the filters' value. */
const FILTER_NAMES = [
  ['in', 'courseId'],
  ['prof', 'professor'],
  ['from', 'yearFrom'],
  ['to', 'yearTo'],
  ['type', 'type'],
  ['topic', 'topicId'],
] as const;

/** The address's filters as the filters' value. */
function filterOf(search: ContentSearch): SearchFilterValue {
  const filter: Record<string, unknown> = {};
  for (const [address, field] of FILTER_NAMES)
    if (search[address] !== undefined) filter[field] = search[address];
  return filter as SearchFilterValue;
}

/** The filters' value as the address's filters. */
function searchOf(filter: SearchFilterValue): ContentSearch {
  const search: Record<string, unknown> = {};
  for (const [address, field] of FILTER_NAMES)
    if (filter[field] !== undefined) search[address] = filter[field];
  return search as ContentSearch;
}

export type SearchViewProps = {
  /** The search in the address, with its words. */
  search: ContentSearch & { q: string };
  /** Called with a hit the user opens, to preview its archive at the hit's page. */
  onOpen: (hit: SearchHit) => void;
};

/** A search's results (product §4.9): the hits and their filters; the caller previews an opened hit. */
export function SearchView({ search, onOpen }: SearchViewProps) {
  const { api } = useServices();
  const location = useArchiveLocation();
  const query = useMemo(() => searchQueryOf(search), [search]);
  const results = useInfiniteQuery(searchQuery(api, query));
  const courses = useQuery(coursesQuery(api));
  const tree = useQuery(topicTreeQuery(api));

  const hits = useMemo(() => results.data?.pages.flatMap((page) => page.items) ?? [], [results.data]);
  const firstPage = results.data?.pages[0];
  // One report per search asked, with how much it found (never what was asked).
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(query);
    if (!firstPage || reported.current === key) return;
    reported.current = key;
    track('search', { hits: firstPage.items.length, more: firstPage.next_cursor !== null });
  }, [firstPage, query]);

  const courseOptions = useMemo(
    () => Object.values(courses.data ?? {}).flatMap((list) => list.map(({ id, name }) => ({ id, name }))),
    [courses.data],
  );
  const base = withoutSearch(location.search);

  return (
    <SearchResults
      query={search.q}
      hits={hits}
      loading={results.isPending}
      onRetry={results.isError ? () => void results.refetch() : null}
      hasMore={results.hasNextPage}
      loadingMore={results.isFetchingNextPage}
      onLoadMore={() => void results.fetchNextPage()}
      onOpen={(hit) => {
        onOpen(hit);
        track('archive-view', { course_id: hit.archive.course_id, archive_id: hit.archive.id });
      }}
      onClose={() => location.go(base)}
      filters={
        <SearchFilters
          value={filterOf(search)}
          courses={courseOptions}
          topics={topicOptions(tree.data?.areas)}
          onChange={(filter) => location.go({ ...base, q: search.q, ...searchOf(filter) }, { replace: true })}
        />
      }
    />
  );
}
