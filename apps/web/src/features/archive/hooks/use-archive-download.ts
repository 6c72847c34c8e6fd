import type { Archive } from '@pastexam/api-contract';
import { toast } from '@pastexam/ui/toast';
import { useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useServices } from '../../../lib/services.tsx';
import { downloadArchive } from '../api/download-archive.ts';

/**
 * Downloads an archive as the server names it, with a 下載成功 toast (product §4.6) or the reason it failed.
 * `onDownloaded` lets the page count the download without reloading the list; `onMissing` lets it drop an
 * archive the server no longer has (removed after the list was loaded), so it is not offered again.
 */
export function useArchiveDownload(onDownloaded: (archive: Archive) => void, onMissing?: () => void) {
  const { api } = useServices();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  async function download(courseId: number, archive: Archive) {
    if (downloadingId !== null) return;
    setDownloadingId(archive.id);
    try {
      const { blob, fileName } = await downloadArchive(api, courseId, archive.id);
      saveBlob(blob, fileName);
      toast.success('下載成功', fileName);
      track('archive-download', { course_id: courseId, archive_id: archive.id });
      onDownloaded(archive);
    } catch (error) {
      // A 401 ends the session; the app takes the user home.
      const status = errorStatus(error);
      if (status === 401) return;
      toast.error('下載失敗', errorMessage(error, '無法下載檔案，請稍後再試'));
      if (status === 404) onMissing?.();
    } finally {
      setDownloadingId(null);
    }
  }

  return { downloadingId, download };
}
