import type { MessageId } from './pdf-viewer.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'pdf-viewer.toolbar': 'PDF tools',
  'pdf-viewer.pageNumber': 'Page number (of {count, plural, one {# page} other {# pages}})',
  'pdf-viewer.zoomOut': 'Zoom out',
  'pdf-viewer.zoom': 'Zoom',
  'pdf-viewer.zoomIn': 'Zoom in',
  'pdf-viewer.fitWidth': 'Fit to width',
  'pdf-viewer.fullscreen': 'Full screen',
  'pdf-viewer.exitFullscreen': 'Exit full screen',
  'pdf-viewer.openInNewTab': 'Open in new tab',
  'pdf-viewer.withShortcut': '{label} ({shortcut})',
  'pdf-viewer.pages': 'PDF pages',
  'pdf-viewer.page': 'Page {page}',
  // Said by the app (apps/web) around these screens: toasts, confirmations, fallbacks of failures
  'pdf-viewer.unavailable': 'Couldn’t load the viewer. Refresh the page and try again',
  'pdf-viewer.invalidPdf': 'This file isn’t a valid PDF and can’t be previewed',
  'pdf-viewer.loadFailed': 'Couldn’t load the PDF. Please try again later',
  'pdf-viewer.archiveGone': 'This past exam couldn’t be found. It may have been deleted',
  'pdf-viewer.pageFailed': 'Couldn’t show page {page}',
};
