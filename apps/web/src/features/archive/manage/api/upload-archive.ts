import { type Archive, archiveSchema } from '@pastexam/api-contract';
import type { ArchiveUploadValues } from '@pastexam/ui/archive-upload';
import type { ApiClient } from '../../../../lib/api-client.ts';

/** POST /archives (multipart): the file with its course (an existing id, or a new name and category) and fields. */
export function uploadArchive(api: ApiClient, values: ArchiveUploadValues): Promise<Archive> {
  const { course, file, ...fields } = values;
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...course, ...fields })) form.set(name, String(value));
  form.set('file', file, file.name);
  return api.post('archives', { body: form }).json(archiveSchema);
}
