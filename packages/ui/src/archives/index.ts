export { type ArchiveFilter, emptyArchiveFilter } from './archive-filter.ts';
export { archiveLabel } from './archive-row.tsx';
export { CourseArchives, type CourseArchivesProps } from './course-archives.tsx';
export { CourseSidebar, type CourseSidebarProps } from './course-sidebar.tsx';
export { LoadError } from './load-error.tsx';
export {
  type AsidePanel,
  PdfViewerError,
  PdfViewerLoading,
  PdfViewerModal,
  type PdfViewerModalProps,
} from './pdf-viewer-modal.tsx';
export { RowAction, type RowActionProps } from './row-action.tsx';
export { RowGlyph, type RowGlyphName, type RowGlyphProps } from './row-glyph.tsx';
export { findCourse } from './search.ts';
