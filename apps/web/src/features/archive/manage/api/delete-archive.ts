import { okSchema } from '@pastexam/api-contract';
import type { ApiClient } from '../../../../lib/api-client.ts';

/** DELETE /courses/{cid}/archives/{aid} (admins or the uploader). */
export async function deleteArchive(api: ApiClient, courseId: number, archiveId: number): Promise<void> {
  await api.delete(`courses/${courseId}/archives/${archiveId}`).json(okSchema);
}
