import { routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { errorStatus } from '../../../../lib/api-client.ts';
import { useServices } from '../../../../lib/services.tsx';
import { refreshArchiveLists } from './refresh-archive-lists.ts';

type ArchiveRef = { courseId: number; archiveId: number };

/**
 * DELETE /courses/{cid}/archives/{aid} (admins or the uploader). The lists are refreshed after a delete, and
 * after a 404 too: someone else removed it first, and the list is out of date.
 */
export function useDeleteArchive() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: ({ courseId, archiveId }: ArchiveRef) =>
      api.call(routes.archives.deleteArchive, { params: { cid: String(courseId), aid: String(archiveId) } }),
    onSuccess: (_ok, { courseId }) => refreshArchiveLists(queryClient, [courseId]),
    onError: (error, { courseId }) => {
      if (errorStatus(error) === 404) refreshArchiveLists(queryClient, [courseId]);
    },
  });
}
