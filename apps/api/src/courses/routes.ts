import { routes } from '@pastexam/api-contract';
import { deletionAudit } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import { type ApiRouter, OK, okOrRefusal, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import {
  confirmCourse,
  courseState,
  createCourse,
  deleteCourse,
  listCourses,
  listCoursesForAdmin,
  mergeCourse,
  refuseCourse,
  updateCourse,
} from './service.ts';

const courseBefore = (db: Database, input: { params: { id: number } }) => courseState(db, input.params.id);

/** Browsing courses, and course administration. */
export function registerCourseRoutes(api: ApiRouter) {
  register(
    api,
    routes.courses.listCourses,
    async ({ c }) => ({ status: 200, body: await listCourses(c.var.db) }),
    // The same for every signed-in user.
    { hot: () => '' },
  );

  register(api, routes.courses.adminListCourses, async ({ c }) => ({
    status: 200,
    body: await listCoursesForAdmin(c.var.db),
  }));

  register(
    api,
    routes.courses.adminCreateCourse,
    async ({ input, c }) => {
      const course = await createCourse(c.var.db, input.body);
      if (course instanceof Refusal) return course;
      c.var.logger.info({ event: 'course_created', courseId: course.id }, 'course created');
      return { status: 201, body: course };
    },
    { audit: { action: 'course.create', targetType: 'course' } },
  );

  register(
    api,
    routes.courses.adminUpdateCourse,
    async ({ input, c }) => okOrRefusal(await updateCourse(c.var.db, input.params.id, input.body)),
    { audit: { action: 'course.update', targetType: 'course', before: courseBefore } },
  );

  register(
    api,
    routes.courses.adminDeleteCourse,
    async ({ input, c, user }) => {
      const deleted = await deleteCourse(c.var.db, input.params.id, user.id);
      if (deleted instanceof Refusal) return deleted;
      c.var.logger.info({ event: 'course_deleted', courseId: input.params.id }, 'course deleted');
      return { status: 200, body: OK };
    },
    { audit: deletionAudit('course.delete', 'course', courseBefore) },
  );

  register(
    api,
    routes.courses.adminRefuseCourse,
    async ({ input, c, user }) => {
      const refused = await refuseCourse(c.var.db, input.params.id, user.id, input.body.reason);
      if (refused instanceof Refusal) return refused;
      c.var.logger.info({ event: 'course_refused', courseId: input.params.id }, 'pending course refused');
      return { status: 200, body: OK };
    },
    { audit: deletionAudit('course.refuse', 'course', courseBefore) },
  );

  register(
    api,
    routes.courses.adminConfirmCourse,
    async ({ input, c }) => {
      const course = await confirmCourse(c.var.db, input.params.id);
      if (course instanceof Refusal) return course;
      c.var.logger.info({ event: 'course_confirmed', courseId: course.id }, 'pending course confirmed');
      return { status: 200, body: course };
    },
    { audit: { action: 'course.confirm', targetType: 'course', before: courseBefore } },
  );

  register(
    api,
    routes.courses.adminMergeCourse,
    async ({ input, c }) => {
      const { id } = input.params;
      const target = await mergeCourse(c.var.db, id, input.body.into_course_id);
      if (target instanceof Refusal) return target;
      c.var.logger.info(
        { event: 'course_merged', courseId: id, intoCourseId: target.id },
        'pending course merged',
      );
      return { status: 200, body: target };
    },
    {
      audit: {
        action: 'course.merge',
        targetType: 'course',
        before: courseBefore,
        // The pending course is gone; what remains of it is the course its archives joined.
        after: (_db, target, before) => before && { ...before, merged_into: target },
      },
    },
  );
}
