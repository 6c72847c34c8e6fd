import type { Archive } from '@pastexam/api-contract';
import { PdfViewerModal } from '@pastexam/ui/archives';
import { type ReactNode, useMemo } from 'react';
import { errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { getArchiveFile } from '../api/archive-file.ts';
import { LazyPdfViewer } from '../pdf/lazy-pdf-viewer.tsx';
import type { PdfSource } from '../pdf/pdf-source.ts';
import type { PageLayer } from '../pdf/pdf-viewer.tsx';

/** What the preview shows of an archive: a listed one, or one a mock exam was made from. */
export type PreviewedArchive = Pick<Archive, 'id' | 'name' | 'professor' | 'academic_year' | 'archive_type'>;

export type ArchivePreviewProps = {
  /** The archive previewed; null when the preview is closed. */
  archive: PreviewedArchive | null;
  course: { id: number; name: string };
  onClose: () => void;
  onDownload: (archive: PreviewedArchive) => void;
  downloading: boolean;
  /** The page shown first, from 1. Default 1. */
  initialPage?: number;
  /** The search whose hit opened the preview: its matches are marked on the pages. Default: none. */
  highlight?: string;
  /** The archive's discussion, beside the file (product §4.10). Default: none. */
  discussion?: (archive: PreviewedArchive, courseId: number) => ReactNode;
  /**
   * The archive's questions around the viewer (product §4.11): given the viewer with a layer for its pages, they
   * draw it with their own controls. Default: the viewer alone.
   */
  questions?: (archive: PreviewedArchive, viewer: (pageLayer?: PageLayer) => ReactNode) => ReactNode;
};

/**
 * The archive's file as the viewer's source, through the app's one client, so a refused token ends the session
 * as any other call does.
 */
function useArchiveSource(courseId: number, archiveId: number | null): PdfSource | null {
  const { api } = useServices();
  return useMemo(
    () =>
      archiveId === null
        ? null
        : {
            load: (signal) => getArchiveFile(api, { courseId, archiveId }, signal),
            describeFailure: (error) =>
              errorStatus(error) === 404 ? '找不到這份考古題，它可能已被刪除' : undefined,
          },
    [api, courseId, archiveId],
  );
}

/** The preview modal with the PDF drawn in the page (product §4.5: drawn here, not handed to a download). */
export function ArchivePreview({
  archive,
  course,
  onClose,
  onDownload,
  downloading,
  initialPage,
  highlight,
  discussion,
  questions,
}: ArchivePreviewProps) {
  const source = useArchiveSource(course.id, archive?.id ?? null);
  const viewer = (pageLayer?: PageLayer) =>
    archive &&
    source && (
      <LazyPdfViewer
        key={archive.id}
        source={source}
        initialPage={initialPage}
        highlight={highlight}
        pageLayer={pageLayer}
      />
    );
  const aside = archive && discussion && { title: '討論', content: discussion(archive, course.id) };
  return (
    <PdfViewerModal
      opened={archive !== null}
      archive={archive}
      courseName={course.name}
      onClose={onClose}
      onDownload={() => archive && onDownload(archive)}
      downloading={downloading}
      aside={aside || undefined}
    >
      {archive && source && (questions ? questions(archive, viewer) : viewer())}
    </PdfViewerModal>
  );
}
