import { routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useServices } from '../../../lib/services.tsx';
import { adminListQuery, adminRowChanges, refreshLists } from './admin-change.ts';

/** GET /courses/admin/courses: every active course with its archive count. */
export const adminCoursesQuery = adminListQuery(queryKeys.adminCourses, routes.courses.adminListCourses);

/**
 * After a course changed, or turned out to be gone: the admin table, the course lists (with their archive
 * lists: a deleted course's archives are hidden) that the archive page and the AI exam dialog read, and the
 * trash, where a deleted course's archives go.
 */
const courseListKeys = [queryKeys.adminCourses, queryKeys.courses, queryKeys.adminTrash];

/**
 * 課程管理's changes. `create`: POST /courses/admin/courses, 409 `duplicate_course` when the category already
 * has that name. `update`: PUT /courses/admin/courses/{id}, 409 like create, 404 when another admin deleted it
 * meanwhile. `remove`: DELETE /courses/admin/courses/{id}, the course is deleted and its archives go to the
 * trash.
 */
export const useCourseChanges = adminRowChanges(
  {
    create: routes.courses.adminCreateCourse,
    update: routes.courses.adminUpdateCourse,
    remove: routes.courses.adminDeleteCourse,
  },
  courseListKeys,
);

/**
 * POST /courses/admin/courses/{id}/confirm: a course a student's upload created loses its 待審核 mark. 409 when
 * another admin confirmed it first, 404 when it was merged or deleted meanwhile.
 */
export function useConfirmCourse() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (id: number) => api.call(routes.courses.adminConfirmCourse, { params: { id: String(id) } }),
    // Refused because another admin got there first, the list is stale as well.
    onSettled: () => refreshLists(queryClient, courseListKeys),
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
    onSettled: () => refreshLists(queryClient, courseListKeys),
  });
}

/**
 * POST /courses/admin/courses/{id}/refuse: the pending course is deleted (its archives go to the trash) and its
 * uploaders are told, with `reason` when given. 409 when another admin confirmed it first, 404 when it was merged
 * or deleted meanwhile.
 */
export function useRefuseCourse() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      api.call(routes.courses.adminRefuseCourse, { params: { id: String(id) }, body: { reason } }),
    onSettled: () => refreshLists(queryClient, courseListKeys),
  });
}
