export { type ArchiveFilter, emptyArchiveFilter } from './archive-filter.ts';
export { ArchiveOverview, type ArchiveOverviewProps, termLabel } from './archive-overview.tsx';
export { archiveLabel } from './archive-row.tsx';
export { CourseArchives, type CourseArchivesProps } from './course-archives.tsx';
export { CourseNotFound, type CourseNotFoundProps } from './course-not-found.tsx';
export { CourseSidebar, type CourseSidebarProps } from './course-sidebar.tsx';
export { LoadError } from './load-error.tsx';
export {
  PdfViewerError,
  PdfViewerLoading,
  PdfViewerModal,
  type PdfViewerModalProps,
} from './pdf-viewer-modal.tsx';
export { RowAction, type RowActionProps } from './row-action.tsx';
export { findCourse } from './search.ts';
