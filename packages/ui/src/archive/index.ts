export {
  type ArchiveFilter,
  emptyArchiveFilter,
  filterOptions,
  isFilterActive,
  matchesFilter,
} from './archive-filter.ts';
export { ArchiveFilters, type ArchiveFiltersProps } from './archive-filters.tsx';
export { ArchiveList, type ArchiveListProps } from './archive-list.tsx';
export { compareArchives, groupArchivesByYear, type YearGroup } from './archive-order.ts';
export {
  ArchiveWelcome,
  type ArchiveWelcomeProps,
  CourseArchives,
  type CourseArchivesProps,
} from './course-archives.tsx';
export { CourseSidebar, type CourseSidebarProps } from './course-sidebar.tsx';
export {
  PdfViewerError,
  PdfViewerLoading,
  PdfViewerModal,
  type PdfViewerModalProps,
} from './pdf-viewer-modal.tsx';
export { type CourseGroup, filterCourses, findCourse, normalizeSearchText } from './search.ts';
