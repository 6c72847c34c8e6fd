import { type Archive, routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { type ApiClient, errorStatus } from '../../../lib/api-client.ts';
import { fileNameFromDisposition } from '../../../lib/file-name.ts';
import { useServices } from '../../../lib/services.tsx';

type DownloadTarget = { courseId: number; archiveId: number };

/** GET /courses/{cid}/archives/{aid}/download: the PDF as a counted download, with the name the server gives it. */
async function downloadArchive(api: ApiClient, { courseId, archiveId }: DownloadTarget) {
  const response = await api.call(routes.archives.archiveDownload, {
    params: { cid: String(courseId), aid: String(archiveId) },
  });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'archive.pdf';
  return { blob: await response.blob(), fileName };
}

/**
 * A download, counted on the shown list without a round trip. A 404 means the archive (or its course) went
 * away since the list was loaded: the lists are refreshed so it is not offered again.
 */
export function useDownloadArchive() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (target: DownloadTarget) => downloadArchive(api, target),
    onSuccess: (_file, { courseId, archiveId }) => {
      queryClient.setQueryData(queryKeys.courseArchives(courseId), (archives: Archive[] | undefined) =>
        archives?.map((archive) =>
          archive.id === archiveId ? { ...archive, download_count: archive.download_count + 1 } : archive,
        ),
      );
    },
    onError: (error, { courseId }) => {
      if (errorStatus(error) !== 404) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.courseArchives(courseId) });
    },
  });
}
