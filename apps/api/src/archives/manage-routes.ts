import { archiveRoutes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { adminOnly, signedIn } from '../auth/middleware.ts';
import { libraryErrors } from '../courses/errors.ts';
import { DuplicateCourseError, findActiveCourse, findOrCreateCourse } from '../courses/repository.ts';
import { archives } from '../db/schema.ts';
import type { ApiRouter } from '../http/context.ts';
import { sendError } from '../http/errors.ts';
import { findVisibleArchive } from './repository.ts';
import { toApiArchive } from './serialize.ts';
import { courseChoice } from './upload.ts';

/** Editing and moving archives (admins) and deleting them (admins or the uploader). */
export function registerArchiveManageRoutes(api: ApiRouter) {
  api.openapi(adminOnly(archiveRoutes.updateArchive), async (c) => {
    const { db, logger } = c.var;
    const { cid, aid } = c.req.valid('param');
    const body = c.req.valid('json');
    if (!(await findVisibleArchive(db, cid, aid))) return sendError(c, libraryErrors.archiveNotFound);
    const hasCourseFields = [body.course_id, body.course_name, body.course_category].some(
      (v) => v !== undefined,
    );
    const target = courseChoice(body);
    if (hasCourseFields && !target) return sendError(c, libraryErrors.courseChoiceMissing);
    let courseId: number | undefined;
    try {
      if (target?.kind === 'existing') {
        if (!(await findActiveCourse(db, target.id))) return sendError(c, libraryErrors.courseNotFound);
        courseId = target.id;
      } else if (target?.kind === 'new') {
        courseId = (await findOrCreateCourse(db, target.course)).id;
      }
    } catch (error) {
      if (error instanceof DuplicateCourseError) return sendError(c, libraryErrors.duplicateCourse);
      throw error;
    }
    const changes = {
      professor: body.professor,
      academicYear: body.academic_year,
      archiveType: body.archive_type,
      name: body.name,
      hasAnswers: body.has_answers,
      courseId,
    };
    const nothingToChange = Object.values(changes).every((value) => value === undefined);
    const [row] = nothingToChange
      ? await db.select().from(archives).where(eq(archives.id, aid))
      : await db.update(archives).set(changes).where(eq(archives.id, aid)).returning();
    if (!row) return sendError(c, libraryErrors.archiveNotFound);
    logger.info({ event: 'archive_updated', archiveId: aid, courseId: row.courseId }, 'archive updated');
    return c.json(toApiArchive(row), 200);
  });

  api.openapi(signedIn(archiveRoutes.deleteArchive), async (c) => {
    const { db, logger, user } = c.var;
    const { cid, aid } = c.req.valid('param');
    const found = await findVisibleArchive(db, cid, aid);
    if (!found) return sendError(c, libraryErrors.archiveNotFound);
    if (!user.isAdmin && found.archive.uploaderId !== user.id) {
      return sendError(c, libraryErrors.notAllowedToDelete);
    }
    await db.update(archives).set({ deletedAt: sql`now()` }).where(eq(archives.id, aid));
    logger.info({ event: 'archive_deleted', archiveId: aid, userId: user.id }, 'archive deleted');
    return c.json({ ok: true as const }, 200);
  });
}
