import type { Archive } from '@pastexam/api-contract';
import { PdfViewerError, PdfViewerLoading, PdfViewerModal } from '@pastexam/ui/archive';
import { lazy, Suspense } from 'react';

function ViewerUnavailable() {
  return <PdfViewerError message="無法載入預覽元件，請重新整理頁面後再試" />;
}

// pdf.js is large: its code is fetched only when the first preview opens.
const PdfViewer = lazy(() =>
  import('./pdf-viewer.tsx').then(
    (module) => ({ default: module.PdfViewer }),
    () => ({ default: ViewerUnavailable }),
  ),
);

export type ArchivePreviewProps = {
  /** The archive previewed; null when the preview is closed. */
  archive: Archive | null;
  course: { id: number; name: string };
  onClose: () => void;
  onDownload: (archive: Archive) => void;
  downloading: boolean;
};

/** The preview modal with the PDF drawn in the page (product §4.5: drawn here, not handed to a download). */
export function ArchivePreview({ archive, course, onClose, onDownload, downloading }: ArchivePreviewProps) {
  return (
    <PdfViewerModal
      opened={archive !== null}
      archive={archive}
      courseName={course.name}
      onClose={onClose}
      onDownload={() => archive && onDownload(archive)}
      downloading={downloading}
    >
      {archive && (
        <Suspense fallback={<PdfViewerLoading />}>
          <PdfViewer key={archive.id} courseId={course.id} archiveId={archive.id} />
        </Suspense>
      )}
    </PdfViewerModal>
  );
}
