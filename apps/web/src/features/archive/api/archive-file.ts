import { routes } from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * GET /courses/{cid}/archives/{aid}/file: the PDF's bytes for the viewer, through the app's one client (its
 * bearer token and its 401 rule). Not a cached query: pdf.js takes the buffer over (it moves to its worker),
 * and a file is shown once per preview.
 */
export async function getArchiveFile(
  api: ApiClient,
  { courseId, archiveId }: { courseId: number; archiveId: number },
  signal: AbortSignal,
): Promise<Uint8Array> {
  const response = await api.callWith(signal, routes.archives.archiveFile, {
    params: { cid: String(courseId), aid: String(archiveId) },
  });
  return new Uint8Array(await response.arrayBuffer());
}
