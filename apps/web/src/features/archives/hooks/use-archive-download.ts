import type { Archive } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { toast } from '@pastexam/ui/toast';
import { track } from '../../../lib/analytics.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useDownloadArchive } from '../api/download-archive.ts';

/**
 * Downloads an archive as the server names it, with a 下載成功 toast (product §4.6) or the reason it failed. The
 * count on the shown list and the refresh after a 404 are the mutation's own.
 */
export function useArchiveDownload() {
  const t = useT(archivesMessages);
  const mutation = useDownloadArchive();
  const downloadingId = mutation.isPending ? mutation.variables.archiveId : null;

  async function download(courseId: number, archive: Pick<Archive, 'id'>) {
    if (mutation.isPending) return;
    try {
      const { blob, fileName } = await mutation.mutateAsync({ courseId, archiveId: archive.id });
      saveBlob(blob, fileName);
      toast.success(t('archives.downloaded'), fileName);
      track('archive-download', { course_id: courseId, archive_id: archive.id });
    } catch (error) {
      toastRefusal(t('archives.downloadFailed'), error, t('archives.downloadFailedHint'));
    }
  }

  return { downloadingId, download };
}
