import { archiveRoutes } from '@pastexam/api-contract';
import type { Context } from 'hono';
import { signedIn } from '../auth/middleware.ts';
import { libraryErrors } from '../courses/errors.ts';
import type { ApiRouter } from '../http/context.ts';
import { sendError } from '../http/errors.ts';
import {
  type FileStorage,
  parseRangeHeader,
  StorageNotFoundError,
  StorageRangeError,
} from '../storage/index.ts';
import { contentDisposition, downloadFileName } from './content-disposition.ts';
import { countDownload, findVisibleArchive } from './repository.ts';

function unsatisfiable(size: number) {
  return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
}

/** Streams the stored file, or the byte range the Range header asks for. */
async function sendPdf(
  c: Context,
  storage: FileStorage,
  key: string,
  disposition: string,
  rangeHeader: string | undefined,
) {
  const stat = await storage.stat(key);
  if (!stat) return sendError(c, libraryErrors.fileMissing);
  const request = parseRangeHeader(rangeHeader, stat.size);
  if (request.kind === 'unsatisfiable') return unsatisfiable(stat.size);
  try {
    const object = await storage.get(
      key,
      request.kind === 'partial' ? { start: request.start, end: request.end } : undefined,
    );
    const headers: Record<string, string> = {
      'content-type': 'application/pdf',
      'content-disposition': disposition,
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
    };
    if (object.range) {
      headers['content-range'] = `bytes ${object.range.start}-${object.range.end}/${object.size}`;
      headers['content-length'] = String(object.range.end - object.range.start + 1);
      return new Response(object.body, { status: 206, headers });
    }
    headers['content-length'] = String(object.size);
    return new Response(object.body, { status: 200, headers });
  } catch (error) {
    // The file changed between stat and get.
    if (error instanceof StorageNotFoundError) return sendError(c, libraryErrors.fileMissing);
    if (error instanceof StorageRangeError) return unsatisfiable(stat.size);
    throw error;
  }
}

/** The PDF for the viewer (inline, with Range) and as a named download that counts. */
export function registerArchiveFileRoutes(api: ApiRouter, storage: FileStorage) {
  api.openapi(signedIn(archiveRoutes.archiveFile), async (c) => {
    const { cid, aid } = c.req.valid('param');
    const found = await findVisibleArchive(c.var.db, cid, aid);
    if (!found) return sendError(c, libraryErrors.archiveNotFound);
    const name = downloadFileName(found.archive, found.courseName);
    return sendPdf(
      c,
      storage,
      found.archive.fileKey,
      contentDisposition('inline', name),
      c.req.header('range'),
    );
  });

  api.openapi(signedIn(archiveRoutes.archiveDownload), async (c) => {
    const { cid, aid } = c.req.valid('param');
    const found = await findVisibleArchive(c.var.db, cid, aid);
    if (!found) return sendError(c, libraryErrors.archiveNotFound);
    const name = downloadFileName(found.archive, found.courseName);
    const response = await sendPdf(
      c,
      storage,
      found.archive.fileKey,
      contentDisposition('attachment', name),
      undefined,
    );
    if (response.status === 200) await countDownload(c.var.db, aid);
    return response;
  });
}
