import type { Task } from '@pastexam/api-contract';
import { readStoredResult } from '../exam/stored-result.ts';
import type { AiExamTask } from './repository.ts';

function resultOf(task: AiExamTask): Task['result'] {
  if (task.status !== 'complete' || task.result === null) return null;
  const { exam, text } = readStoredResult(task.result);
  return { generated_content: text, exam, archives_used: task.archivesUsed };
}

export function toApiTask(task: AiExamTask): Task {
  return {
    task_id: task.id,
    status: task.status,
    result: resultOf(task),
    error: task.status === 'failed' ? task.error : null,
    created_at: task.createdAt.toISOString(),
  };
}

export function notFoundTask(id: string): Task {
  return { task_id: id, status: 'not_found', result: null, error: null, created_at: null };
}
