export { PdfToolbar, type PdfToolbarProps } from './pdf-toolbar.tsx';
export { PdfViewerFrame, type PdfViewerFrameProps } from './pdf-viewer-frame.tsx';
