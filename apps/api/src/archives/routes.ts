import { archiveRoutes } from '@pastexam/api-contract';
import { libraryErrors } from '../courses/errors.ts';
import { findActiveCourse } from '../courses/repository.ts';
import type { ApiRouter } from '../http/context.ts';
import { sendError } from '../http/errors.ts';
import { PdfError, sanitizePdf } from '../pdf/index.ts';
import type { FileStorage } from '../storage/index.ts';
import { registerArchiveFileRoutes } from './file-routes.ts';
import { registerArchiveManageRoutes } from './manage-routes.ts';
import { toApiArchive } from './serialize.ts';
import { courseChoice, storeArchive } from './upload.ts';
import { signedInUpload, uploadMaxBytes, uploadTooLarge } from './upload-limit.ts';

const notPdf = (detail: string) => ({ status: 415, code: 'not_pdf', detail }) as const;

/** Uploading, reading, editing and deleting archives. */
export function registerArchiveRoutes(api: ApiRouter, storage: FileStorage) {
  registerArchiveFileRoutes(api, storage);
  registerArchiveManageRoutes(api);

  api.openapi({ ...archiveRoutes.uploadArchive, middleware: signedInUpload }, async (c) => {
    const { db, env, logger, user } = c.var;
    const { file, ...fields } = c.req.valid('form');
    if (file.size > uploadMaxBytes(env.UPLOAD_MAX_MB)) return sendError(c, uploadTooLarge(env.UPLOAD_MAX_MB));
    const course = courseChoice(fields);
    if (!course) return sendError(c, libraryErrors.courseChoiceMissing);
    if (course.kind === 'existing' && !(await findActiveCourse(db, course.id))) {
      return sendError(c, libraryErrors.courseNotFound);
    }
    let bytes: Uint8Array;
    try {
      bytes = (await sanitizePdf(new Uint8Array(await file.arrayBuffer()))).bytes;
    } catch (error) {
      if (error instanceof PdfError) return sendError(c, notPdf(error.message));
      throw error;
    }
    const row = await storeArchive(db, storage, { ...fields, course, bytes, uploaderId: user.id });
    logger.info({ event: 'archive_uploaded', archiveId: row.id, userId: user.id }, 'archive uploaded');
    return c.json({ ...toApiArchive(row), course_id: row.courseId }, 201);
  });
}
