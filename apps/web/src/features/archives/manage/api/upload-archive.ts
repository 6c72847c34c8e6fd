import { routes } from '@pastexam/api-contract';
import type { ArchiveUploadValues } from '@pastexam/ui/archives/upload';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../../api/query-keys.ts';
import { useServices } from '../../../../lib/services.tsx';
import { refreshArchiveLists } from './refresh-archive-lists.ts';

/**
 * POST /archives (multipart): the file with its course (an existing id, or a new name and category) and fields.
 * The answer names the course it went to, including one the server has just created; that course's list and
 * the course lists (a new course, the counts) are refreshed, and the wishes (許願池), as it may have fulfilled some.
 */
export function useUploadArchive() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: ({ course, ...fields }: ArchiveUploadValues) =>
      api.call(routes.archives.uploadArchive, { body: { ...course, ...fields } }),
    onSuccess: (archive) => {
      refreshArchiveLists(queryClient, [archive.course_id]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wishes });
    },
  });
}
