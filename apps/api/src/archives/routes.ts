import { routes } from '@pastexam/api-contract';
import type { Context } from 'hono';
import { deletionAudit } from '../audit/record.ts';
import type { AppEnv } from '../http/context.ts';
import { type ApiRouter, OK, okOrRefusal, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import type { FileStorage } from '../storage/index.ts';
import { uploadBodyLimit } from './config.ts';
import { contentDisposition } from './content-disposition.ts';
import { findArchiveDuplicates } from './duplicates.ts';
import { archiveOverview } from './overview.ts';
import { toApiArchive } from './serialize.ts';
import {
  type ArchiveFile,
  archiveState,
  deleteArchive,
  downloadArchiveFile,
  type FileAccess,
  listCourseArchives,
  type Unsatisfiable,
  updateArchive,
  uploadArchive,
  viewArchiveFile,
} from './service.ts';

/** The PDF as a response: 206 with its Content-Range for a byte range, else 200 with the whole file. */
function pdfResponse(opened: ArchiveFile, disposition: 'inline' | 'attachment'): Response {
  const { object } = opened;
  const headers: Record<string, string> = {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition(disposition, opened.fileName),
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-store',
  };
  if (!object.range) {
    headers['content-length'] = String(object.size);
    return new Response(object.body, { status: 200, headers });
  }
  headers['content-range'] = `bytes ${object.range.start}-${object.range.end}/${object.size}`;
  headers['content-length'] = String(object.range.end - object.range.start + 1);
  return new Response(object.body, { status: 206, headers });
}

function fileAccess(c: Context<AppEnv>, storage: FileStorage): FileAccess {
  return { db: c.var.db, storage, hot: c.var.hot, logger: c.var.logger };
}

/** A range past the end answers 416 with the file's size, so the viewer can ask again. */
function refuseRange(c: Context<AppEnv>, { unsatisfiable, size }: Unsatisfiable) {
  c.header('content-range', `bytes */${size}`);
  return unsatisfiable;
}

/**
 * The archive page's overview, and a course's archives: listing, uploading, reading, editing and deleting them. `onJobQueued` is told when an upload queued the reading of
 * its text, so this replica's worker starts it at once.
 */
export function registerArchiveRoutes(
  api: ApiRouter,
  storage: FileStorage,
  options: { onJobQueued?: (() => void) | undefined } = {},
) {
  register(api, routes.archives.archiveOverview, async ({ c, user }) => ({
    status: 200,
    body: await archiveOverview(c.var.db, user.id),
  }));

  register(
    api,
    routes.courses.listCourseArchives,
    async ({ input, c, user }) => okOrRefusal(await listCourseArchives(c.var.db, input.params.id, user)),
    // An administrator is shown more of each archive than anyone else (toApiArchive).
    { hot: ({ input, user }) => `${input.params.id} ${user.isAdmin ? 'admin' : 'user'}` },
  );

  register(api, routes.courses.findArchiveDuplicates, async ({ input, c }) =>
    okOrRefusal(await findArchiveDuplicates(c.var.db, storage, input.params.id, input.body)),
  );

  register(
    api,
    routes.archives.uploadArchive,
    async ({ input, c, user }) => {
      const row = await uploadArchive(c.var.db, storage, c.var.env, input.body, user);
      if (row instanceof Refusal) return row;
      options.onJobQueued?.();
      c.get('metrics')?.upload(row.fileSize);
      c.var.logger.info(
        { event: 'archive_uploaded', archiveId: row.id, userId: user.id },
        'archive uploaded',
      );
      return { status: 201, body: { ...toApiArchive(row), course_id: row.courseId } };
    },
    { bodyLimit: uploadBodyLimit },
  );

  register(api, routes.archives.archiveFile, async ({ input, c }) => {
    const ids = { courseId: input.params.cid, archiveId: input.params.aid };
    const opened = await viewArchiveFile(fileAccess(c, storage), ids, c.req.header('range'));
    if (opened instanceof Refusal) return opened;
    if ('unsatisfiable' in opened) return refuseRange(c, opened);
    // A viewer reads a file in ranges: one preview is the request from its first byte.
    if (/^bytes=0-/.test(c.req.header('range') ?? 'bytes=0-')) c.get('metrics')?.download('preview');
    return pdfResponse(opened, 'inline');
  });

  register(api, routes.archives.archiveDownload, async ({ input, c, user }) => {
    const ids = { courseId: input.params.cid, archiveId: input.params.aid };
    const opened = await downloadArchiveFile(fileAccess(c, storage), ids, user.id);
    if (opened instanceof Refusal) return opened;
    c.get('metrics')?.download('download');
    return pdfResponse(opened, 'attachment');
  });

  register(
    api,
    routes.archives.updateArchive,
    async ({ input, c, user }) => {
      const { cid, aid } = input.params;
      const row = await updateArchive(c.var.db, user, { courseId: cid, archiveId: aid }, input.body);
      if (row instanceof Refusal) return row;
      c.var.logger.info(
        { event: 'archive_updated', archiveId: aid, courseId: row.courseId, userId: user.id },
        'archive updated',
      );
      return { status: 200, body: toApiArchive(row, user) };
    },
    {
      audit: {
        action: 'archive.update',
        targetType: 'archive',
        before: (db, input) => archiveState(db, input.params.aid),
        // With the course it is in now: a move names its new course.
        after: (db, archive) => archiveState(db, archive.id),
      },
    },
  );

  register(
    api,
    routes.archives.deleteArchive,
    async ({ input, c, user }) => {
      const { cid, aid } = input.params;
      const deleted = await deleteArchive(c.var.db, user, cid, aid);
      if (deleted instanceof Refusal) return deleted;
      c.var.logger.info({ event: 'archive_deleted', archiveId: aid, userId: user.id }, 'archive deleted');
      return { status: 200, body: OK };
    },
    {
      audit: deletionAudit('archive.delete', 'archive', (db, input) => archiveState(db, input.params.aid)),
    },
  );
}
