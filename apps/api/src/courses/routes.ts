import { courseRoutes } from '@pastexam/api-contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { toApiArchive } from '../archives/serialize.ts';
import { adminOnly, signedIn } from '../auth/middleware.ts';
import { archives, type CourseRow } from '../db/schema.ts';
import type { ApiRouter } from '../http/context.ts';
import { sendError } from '../http/errors.ts';
import { libraryErrors } from './errors.ts';
import {
  countActiveArchives,
  createCourse,
  DuplicateCourseError,
  findActiveCourse,
  listCoursesByCategory,
  listCoursesWithCounts,
  softDeleteCourse,
  updateCourse,
} from './repository.ts';

function toApiCourse(row: CourseRow, archiveCount: number) {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    archive_count: archiveCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** Browsing courses and their archives, and course administration. */
export function registerCourseRoutes(api: ApiRouter) {
  api.openapi(signedIn(courseRoutes.listCourses), async (c) =>
    c.json(await listCoursesByCategory(c.var.db), 200),
  );

  api.openapi(signedIn(courseRoutes.listCourseArchives), async (c) => {
    const { db } = c.var;
    const { id } = c.req.valid('param');
    if (!(await findActiveCourse(db, id))) return sendError(c, libraryErrors.courseNotFound);
    const rows = await db
      .select()
      .from(archives)
      .where(and(eq(archives.courseId, id), isNull(archives.deletedAt)))
      .orderBy(desc(archives.academicYear), desc(archives.createdAt), desc(archives.id));
    return c.json(rows.map(toApiArchive), 200);
  });

  api.openapi(adminOnly(courseRoutes.adminListCourses), async (c) => {
    const rows = await listCoursesWithCounts(c.var.db);
    return c.json(
      rows.map((row) => toApiCourse(row.course, row.archiveCount)),
      200,
    );
  });

  api.openapi(adminOnly(courseRoutes.adminCreateCourse), async (c) => {
    try {
      const row = await createCourse(c.var.db, c.req.valid('json'));
      c.var.logger.info({ event: 'course_created', courseId: row.id }, 'course created');
      return c.json(toApiCourse(row, 0), 201);
    } catch (error) {
      if (error instanceof DuplicateCourseError) return sendError(c, libraryErrors.duplicateCourse);
      throw error;
    }
  });

  api.openapi(adminOnly(courseRoutes.adminUpdateCourse), async (c) => {
    const { db } = c.var;
    const { id } = c.req.valid('param');
    try {
      const row = await updateCourse(db, id, c.req.valid('json'));
      if (!row) return sendError(c, libraryErrors.courseNotFound);
      return c.json(toApiCourse(row, await countActiveArchives(db, id)), 200);
    } catch (error) {
      if (error instanceof DuplicateCourseError) return sendError(c, libraryErrors.duplicateCourse);
      throw error;
    }
  });

  api.openapi(adminOnly(courseRoutes.adminDeleteCourse), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await softDeleteCourse(c.var.db, id))) return sendError(c, libraryErrors.courseNotFound);
    c.var.logger.info({ event: 'course_deleted', courseId: id }, 'course deleted');
    return c.json({ ok: true as const }, 200);
  });
}
