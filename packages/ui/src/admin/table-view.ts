import { useMemo, useState } from 'react';

export type SortDirection = 'asc' | 'desc';
export type SortState<K extends string> = { key: K; direction: SortDirection };

/** Names compare as zh-TW readers expect (stroke order), numbers in names by value. */
export const zhCollator = new Intl.Collator('zh-TW', { numeric: true });

export interface TableViewOptions<T, K extends string, V extends string> {
  /** Every row; filtering, sorting and paging happen here. */
  rows: readonly T[];
  /** The filter dropdown's value before the user picks one (its "all" choice). */
  initialFilter: NoInfer<V>;
  /** Whether a row passes the search (trimmed, lower case) and the filter. */
  matches: (row: T, search: string, filter: V) => boolean;
  /** How each sortable column orders two rows, ascending. */
  comparators: Record<K, (a: T, b: T) => number>;
  /** The order shown before the user clicks a header. */
  initialSort: SortState<NoInfer<K>>;
  /** Rows per page. */
  pageSize: number;
}

/**
 * The rows one page of a searchable, filterable, sortable, paginated admin table shows, and the controls'
 * state. A new search or filter starts again at page 1.
 */
export function useTableView<T, K extends string, V extends string>(options: TableViewOptions<T, K, V>) {
  const { rows, initialFilter, matches, comparators, initialSort, pageSize } = options;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<V>(initialFilter);
  const [sort, setSort] = useState<SortState<K>>(initialSort);
  const [requestedPage, setPage] = useState(1);

  // Sorted once per list and order, then filtered per keystroke: typing into the search of 2,000 accounts
  // does not sort them again (names compare by a zh-TW collator, the costly part).
  const sorted = useMemo(() => {
    const compare = comparators[sort.key];
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(a, b));
  }, [rows, comparators, sort]);
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return sorted.filter((row) => matches(row, needle, filter));
  }, [sorted, matches, search, filter]);

  const totalPages = Math.max(1, Math.ceil(visible.length / pageSize));
  // A deleted row can leave the chosen page past the end: move back for good, so a later new row does not
  // jump the table forward to a page the admin has left.
  if (requestedPage > totalPages) setPage(totalPages);
  const page = Math.min(requestedPage, totalPages);

  return {
    search,
    filter,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    setFilter: (value: V) => {
      setFilter(value);
      setPage(1);
    },
    pageRows: visible.slice((page - 1) * pageSize, page * pageSize),
    /** How many rows exist before search and filter. */
    total: rows.length,
    matchCount: visible.length,
    page,
    totalPages,
    setPage,
    sort,
    setSort,
    /** Sorts by `key`; a second click on the same column reverses it. */
    toggleSort: (key: K) =>
      setSort((current) =>
        current.key === key
          ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
          : { key, direction: 'asc' },
      ),
  };
}
