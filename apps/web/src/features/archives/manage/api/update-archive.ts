import { type ArchiveUpdate, routeErrorCode, routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../../lib/services.tsx';
import { refreshArchiveLists } from './refresh-archive-lists.ts';

type ArchiveChange = { courseId: number; archiveId: number; changes: ArchiveUpdate };

/**
 * The archive itself is gone (deleted, or its course deleted, since the list was loaded): unlike a missing target
 * course, nothing the user can correct in the dialog.
 */
export function isArchiveGone(error: unknown): boolean {
  return routeErrorCode(error, routes.archives.updateArchive) === 'archive_not_found';
}

/**
 * PATCH /courses/{cid}/archives/{aid} (its uploader or admins): new field values, or (admins) a move to another
 * course. The lists of both courses are refreshed, and the course's list too when the archive turned out to be
 * gone.
 */
export function useUpdateArchive() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: ({ courseId, archiveId, changes }: ArchiveChange) =>
      api.call(routes.archives.updateArchive, {
        params: { cid: String(courseId), aid: String(archiveId) },
        body: changes,
      }),
    onSuccess: (_archive, { courseId, changes }) =>
      // A move to a course created on the way has no list yet: the course list brings it.
      refreshArchiveLists(queryClient, changes.course_id ? [courseId, changes.course_id] : [courseId]),
    onError: (error, { courseId }) => {
      if (isArchiveGone(error)) refreshArchiveLists(queryClient, [courseId]);
    },
  });
}
