import type { ArchiveUsed } from '@pastexam/api-contract';
import { useArchiveDownload } from '../features/archives/hooks/use-archive-download.ts';
import { ArchivePreviewWithDiscussion } from './archive-preview-with-discussion.tsx';

export type ShownSource = { archive: ArchiveUsed; courseId: number; page: number };

export type SourcePreviewDialogProps = {
  /** The past exam shown, at its cited page. */
  shown: ShownSource;
  onClose: () => void;
};

/** The archive preview of a mock exam's source, with its 下載. */
export function SourcePreviewDialog({ shown, onClose }: SourcePreviewDialogProps) {
  const { downloadingId, download } = useArchiveDownload();
  return (
    <ArchivePreviewWithDiscussion
      archive={shown.archive}
      course={{ id: shown.courseId, name: shown.archive.course }}
      initialPage={shown.page}
      onClose={onClose}
      onDownload={(archive) => void download(shown.courseId, archive)}
      downloading={downloadingId === shown.archive.id}
    />
  );
}
