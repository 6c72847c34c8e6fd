import { routes } from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * GET /courses/{cid}/archives/{aid}/file: the PDF for the viewer, through the app's one client (its bearer token
 * and its 401 rule). Not a cached query: a file is shown once per preview, and the viewer hands its bytes over to
 * pdf.js.
 */
export async function getArchiveFile(
  api: ApiClient,
  { courseId, archiveId }: { courseId: number; archiveId: number },
  signal: AbortSignal,
): Promise<Blob> {
  const response = await api.callWith(signal, routes.archives.archiveFile, {
    params: { cid: String(courseId), aid: String(archiveId) },
  });
  return response.blob();
}
