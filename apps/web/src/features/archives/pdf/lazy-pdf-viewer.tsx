import { PdfViewerError, PdfViewerLoading } from '@pastexam/ui/archives';
import { useT } from '@pastexam/ui/i18n';
import { pdfViewerMessages } from '@pastexam/ui/messages/pdf-viewer';
import { lazy, Suspense } from 'react';
import type { PdfViewerProps } from './pdf-viewer.tsx';

function ViewerUnavailable() {
  const t = useT(pdfViewerMessages);
  return <PdfViewerError message={t('pdf-viewer.unavailable')} />;
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
