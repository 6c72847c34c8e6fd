import { type Archive, archiveListSchema } from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /courses/{id}/archives: the course's archives (product §10.2). */
export function getCourseArchives(api: ApiClient, courseId: number): Promise<Archive[]> {
  return api.get(`courses/${courseId}/archives`).json(archiveListSchema);
}
