import { type Archive, type ArchiveUpdate, archiveSchema } from '@pastexam/api-contract';
import { type ApiClient, errorCode } from '../../../../lib/api-client.ts';

/** PATCH /courses/{cid}/archives/{aid} (admins): new field values, or a move to another course. */
export function updateArchive(
  api: ApiClient,
  courseId: number,
  archiveId: number,
  changes: ArchiveUpdate,
): Promise<Archive> {
  return api.patch(`courses/${courseId}/archives/${archiveId}`, { json: changes }).json(archiveSchema);
}

/**
 * The archive itself is gone (deleted, or its course deleted, since the list was loaded): unlike a missing target
 * course, nothing the user can correct in the dialog.
 */
export function isArchiveGone(error: unknown): boolean {
  return errorCode(error) === 'archive_not_found';
}
