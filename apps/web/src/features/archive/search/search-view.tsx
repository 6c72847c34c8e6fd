import type { SearchHit } from '@pastexam/api-contract';
import { SearchFilters, type SearchFilterValue, SearchResults } from '@pastexam/ui/search-results';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { coursesQuery } from '../../../api/shared-queries.ts';
import { track } from '../../../lib/analytics.ts';
import { useServices } from '../../../lib/services.tsx';
import { type ContentSearch, withoutSearch } from '../archive-search.ts';
import { ArchivePreview } from '../components/archive-preview.tsx';
import { useArchiveDownload } from '../hooks/use-archive-download.ts';
import { useArchiveLocation } from '../hooks/use-archive-location.ts';
import { searchQuery, searchQueryOf } from './search-query.ts';

/** Each filter's name in the address and in the filters' value. */
const FILTER_NAMES = [
  ['in', 'courseId'],
  ['prof', 'professor'],
  ['from', 'yearFrom'],
  ['to', 'yearTo'],
  ['type', 'type'],
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

/**
 * The archive page's main area while a search is in the address (product §4.9): the hits, their filters, and
 * the preview of an opened hit at its page with the query's words marked.
 */
export function SearchView({ search }: { search: ContentSearch & { q: string } }) {
  const { api } = useServices();
  const location = useArchiveLocation();
  const query = useMemo(() => searchQueryOf(search), [search]);
  const results = useInfiniteQuery(searchQuery(api, query));
  const courses = useQuery(coursesQuery(api));
  const [opened, setOpened] = useState<SearchHit | null>(null);
  const { downloadingId, download } = useArchiveDownload();

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
    <>
      <SearchResults
        query={search.q}
        hits={hits}
        loading={results.isPending}
        onRetry={results.isError ? () => void results.refetch() : null}
        hasMore={results.hasNextPage}
        loadingMore={results.isFetchingNextPage}
        onLoadMore={() => void results.fetchNextPage()}
        onOpen={(hit) => {
          setOpened(hit);
          track('archive-view', { course_id: hit.archive.course_id, archive_id: hit.archive.id });
        }}
        onClose={() => location.go(base)}
        filters={
          <SearchFilters
            value={filterOf(search)}
            courses={courseOptions}
            onChange={(filter) =>
              location.go({ ...base, q: search.q, ...searchOf(filter) }, { replace: true })
            }
          />
        }
      />
      {opened && (
        <ArchivePreview
          archive={opened.archive}
          course={{ id: opened.archive.course_id, name: opened.archive.course_name }}
          initialPage={opened.page}
          highlight={search.q}
          onClose={() => setOpened(null)}
          onDownload={(archive) => void download(opened.archive.course_id, archive)}
          downloading={downloadingId === opened.archive.id}
        />
      )}
    </>
  );
}
