import { type Archive, type ArchiveUpdate, archiveSchema } from '@pastexam/api-contract';
import type { ApiClient } from '../../../../lib/api-client.ts';

/** PATCH /courses/{cid}/archives/{aid} (admins): new field values, or a move to another course. */
export function updateArchive(
  api: ApiClient,
  courseId: number,
  archiveId: number,
  changes: ArchiveUpdate,
): Promise<Archive> {
  return api.patch(`courses/${courseId}/archives/${archiveId}`, { json: changes }).json(archiveSchema);
}
