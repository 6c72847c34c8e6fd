import { type UploadedArchive, uploadedArchiveSchema } from '@pastexam/api-contract';
import type { ArchiveUploadValues } from '@pastexam/ui/archive-upload';
import type { ApiClient } from '../../../../lib/api-client.ts';

/**
 * POST /archives (multipart): the file with its course (an existing id, or a new name and category) and fields.
 * The answer names the course it went to, including one the server has just created.
 */
export function uploadArchive(api: ApiClient, values: ArchiveUploadValues): Promise<UploadedArchive> {
  const { course, file, ...fields } = values;
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...course, ...fields })) form.set(name, String(value));
  form.set('file', file, file.name);
  return api.post('archives', { body: form }).json(uploadedArchiveSchema);
}
