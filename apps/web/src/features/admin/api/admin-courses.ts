import { type CourseInput, routes } from '@pastexam/api-contract';
import { type QueryClient, queryOptions, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { useAdminChange } from './admin-change.ts';

/** GET /courses/admin/courses: every active course with its archive count. */
export const adminCoursesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminCourses,
    queryFn: ({ signal }) => api.callWith(signal, routes.courses.adminListCourses),
  });

/**
 * After a course changed, or turned out to be gone: the admin table, the course lists (with their archive
 * lists: a deleted course's archives are hidden) that the archive page and the AI exam dialog read, and the
 * trash, where a deleted course's archives go.
 */
function refreshCourseLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminCourses });
  void queryClient.invalidateQueries({ queryKey: queryKeys.courses });
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminTrash });
}

/** POST /courses/admin/courses; 409 `duplicate_course` when the category already has that name. */
export function useCreateCourse() {
  return useAdminChange(
    (api, input: CourseInput) => api.call(routes.courses.adminCreateCourse, { body: input }),
    refreshCourseLists,
  );
}

/** PUT /courses/admin/courses/{id}; 409 like create, 404 when another admin deleted it meanwhile. */
export function useUpdateCourse() {
  return useAdminChange(
    (api, { id, input }: { id: number; input: CourseInput }) =>
      api.call(routes.courses.adminUpdateCourse, { params: { id: String(id) }, body: input }),
    refreshCourseLists,
  );
}

/** DELETE /courses/admin/courses/{id}: the course is deleted and its archives go to the trash. */
export function useDeleteCourse() {
  return useAdminChange(
    (api, id: number) => api.call(routes.courses.adminDeleteCourse, { params: { id: String(id) } }),
    refreshCourseLists,
  );
}

/**
 * POST /courses/admin/courses/{id}/confirm: a course a student's upload created loses its 待審核 mark. 409 when
 * another admin confirmed it first, 404 when it was merged or deleted meanwhile.
 */
export function useConfirmCourse() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (id: number) => api.call(routes.courses.adminConfirmCourse, { params: { id: String(id) } }),
    // Refused because another admin got there first, the list is stale as well.
    onSettled: () => refreshCourseLists(queryClient),
  });
}

/**
 * POST /courses/admin/courses/{id}/merge: the pending course's archives move into `intoCourseId` and the pending
 * course goes. 409 when another admin confirmed it first, 404 when it was merged or deleted meanwhile, 400 when
 * the target is gone.
 */
export function useMergeCourse() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: ({ id, intoCourseId }: { id: number; intoCourseId: number }) =>
      api.call(routes.courses.adminMergeCourse, {
        params: { id: String(id) },
        body: { into_course_id: intoCourseId },
      }),
    // Whatever the answer, the list may have changed under the admin (handled elsewhere, a target deleted).
    onSettled: () => refreshCourseLists(queryClient),
  });
}
