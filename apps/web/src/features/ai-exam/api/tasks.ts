import {
  type GenerateRequest,
  type GenerateResponse,
  generateResponseSchema,
  type Task,
  taskSchema,
} from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** POST /ai-exam/generate: the modal sends only archive ids (product §10.2); 409 while another task runs. */
export function generateExam(api: ApiClient, archiveIds: number[]): Promise<GenerateResponse> {
  const body: GenerateRequest = { archive_ids: archiveIds };
  return api.post('ai-exam/generate', { json: body }).json(generateResponseSchema);
}

/** GET /ai-exam/task/{id}: another user's or an unknown task answers status not_found. */
export function getTask(api: ApiClient, taskId: string): Promise<Task> {
  return api.get(`ai-exam/task/${encodeURIComponent(taskId)}`).json(taskSchema);
}
