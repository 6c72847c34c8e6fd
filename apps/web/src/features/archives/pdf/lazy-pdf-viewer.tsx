import { PdfViewerError, PdfViewerLoading } from '@pastexam/ui/archives';
import { lazy, Suspense } from 'react';
import type { PdfViewerProps } from './pdf-viewer.tsx';

function ViewerUnavailable() {
  return <PdfViewerError message="無法載入預覽元件，請重新整理頁面後再試" />;
}

// pdf.js is large: its code is fetched only when the first viewer opens.
const PdfViewer = lazy(() =>
  import('./pdf-viewer.tsx').then(
    (module) => ({ default: module.PdfViewer }),
    () => ({ default: ViewerUnavailable }),
  ),
);

/** The PDF viewer, its code fetched on first use; a loader shows meanwhile. */
export function LazyPdfViewer(props: PdfViewerProps) {
  return (
    <Suspense fallback={<PdfViewerLoading />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
