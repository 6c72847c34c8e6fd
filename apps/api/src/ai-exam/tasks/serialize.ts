import type { Task } from '@pastexam/api-contract';
import type { AiExamTask } from './repository.ts';

export function toApiTask(task: AiExamTask): Task {
  return {
    task_id: task.id,
    status: task.status,
    result:
      task.status === 'complete' && task.result !== null
        ? { generated_content: task.result, archives_used: task.archivesUsed }
        : null,
    error: task.status === 'failed' ? task.error : null,
    created_at: task.createdAt.toISOString(),
  };
}

export function notFoundTask(id: string): Task {
  return { task_id: id, status: 'not_found', result: null, error: null, created_at: null };
}
