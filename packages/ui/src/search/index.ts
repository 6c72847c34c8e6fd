export { SearchBox, type SearchBoxProps } from './search-box.tsx';
export { SearchFilters, type SearchFiltersProps, type SearchFilterValue } from './search-filters.tsx';
export { SearchResults, type SearchResultsProps } from './search-results.tsx';
