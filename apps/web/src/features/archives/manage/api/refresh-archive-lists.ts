import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../../api/query-keys.ts';

/**
 * After an archive was added, changed, moved or removed: the course list (a course may have been created), the
 * admin course list (its archive counts) and the archive lists of the courses it left or joined. Not awaited
 * by the mutations, so a dialog closes as soon as the server has answered and the lists follow.
 */
export function refreshArchiveLists(queryClient: QueryClient, courseIds: readonly number[]): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.courses, exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminCourses });
  for (const courseId of new Set(courseIds)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.courseArchives(courseId) });
  }
}
