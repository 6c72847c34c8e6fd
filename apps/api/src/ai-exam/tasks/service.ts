import {
  type ArchiveUsed,
  type GenerateRequest,
  isExamArchive,
  questionKeys,
  type Task,
  type TaskPage,
  type TaskUpdate,
} from '@pastexam/api-contract';
import type { Database } from '../../db/client.ts';
import type { AuditState } from '../../http/register.ts';
import { fail, Refusal } from '../../refusal.ts';
import { hasApiKey } from '../api-key/repository.ts';
import { readStoredResult } from '../exam/stored-result.ts';
import { findVisibleCandidates } from './archive-repository.ts';
import {
  ActiveTaskExistsError,
  type AiExamTask,
  deleteUserTask,
  findActiveTask,
  findUserTask,
  insertTask,
  listUserTasksPage,
  updateTaskNotes,
} from './repository.ts';
import { cursorAfter, notFoundTask, readCursor, toApiTask, toTaskSummary } from './serialize.ts';

type ChoiceRefusal =
  | 'duplicate_archives'
  | 'exam_archive_not_found'
  | 'archive_type_not_allowed'
  | 'mixed_courses';

/**
 * The archives a generation was asked for, in the order given, once every rule holds: no repeats, each one
 * visible (it and its course not deleted), only midterms and finals, all of one course.
 */
export async function chooseArchives(
  db: Database,
  ids: readonly number[],
): Promise<ArchiveUsed[] | Refusal<ChoiceRefusal>> {
  if (new Set(ids).size !== ids.length) return fail('duplicate_archives');
  const byId = new Map((await findVisibleCandidates(db, ids)).map((row) => [row.id, row]));
  const found = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  if (found.length !== ids.length) return fail('exam_archive_not_found');
  if (!found.every(isExamArchive)) return fail('archive_type_not_allowed');
  if (new Set(found.map((row) => row.course_id)).size > 1) return fail('mixed_courses');
  return found;
}

/** Queues a generation for a user with a key and no other task pending or in progress. */
export async function queueTask(
  db: Database,
  userId: number,
  request: Required<Pick<GenerateRequest, 'archive_ids' | 'temperature'>> & { prompt: string | null },
): Promise<{ taskId: string } | Refusal<ChoiceRefusal | 'no_api_key' | 'task_conflict'>> {
  const chosen = await chooseArchives(db, request.archive_ids);
  if (chosen instanceof Refusal) return chosen;
  if (!(await hasApiKey(db, userId))) return fail('no_api_key');
  // Checked first for the common case; the unique index settles two requests arriving together.
  if (await findActiveTask(db, userId)) return fail('task_conflict');
  try {
    const task = await insertTask(db, {
      userId,
      archivesUsed: chosen,
      prompt: request.prompt?.trim() ? request.prompt : null,
      temperature: request.temperature,
    });
    return { taskId: task.id };
  } catch (error) {
    if (error instanceof ActiveTaskExistsError) return fail('task_conflict');
    throw error;
  }
}

/** The user's task; another user's, an unknown or a malformed id all read as status not_found. */
export async function readTask(db: Database, userId: number, id: string): Promise<Task> {
  const task = await findUserTask(db, userId, id);
  return task ? toApiTask(task) : notFoundTask(id);
}

/** A page of 我的模擬試題: the user's own tasks, newest first. */
export async function listTasks(
  db: Database,
  userId: number,
  query: { cursor?: string | undefined; limit: number },
): Promise<TaskPage> {
  // One more than asked for tells whether there is a next page.
  const tasks = await listUserTasksPage(db, userId, {
    after: readCursor(query.cursor),
    limit: query.limit + 1,
  });
  const shown = tasks.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toTaskSummary),
    next_cursor: tasks.length > query.limit && last ? cursorAfter(last) : null,
  };
}

/** The keys of the task's exam's questions; none before it is complete, nor for an exam kept as text only. */
export function finishedExamKeys(task: AiExamTask): ReadonlySet<string> {
  const exam = task.status === 'complete' && task.result !== null ? readStoredResult(task.result).exam : null;
  return new Set(exam ? questionKeys(exam) : []);
}

/** Renames the user's task or marks its questions; marks need a finished exam that has those questions. */
export async function updateTask(
  db: Database,
  userId: number,
  id: string,
  body: TaskUpdate,
): Promise<Task | Refusal<'task_not_found' | 'exam_question_not_found'>> {
  const task = await findUserTask(db, userId, id);
  if (!task) return fail('task_not_found');
  const marked = Object.keys(body.marks ?? {});
  if (marked.length > 0) {
    const keys = finishedExamKeys(task);
    if (marked.some((key) => !keys.has(key))) return fail('exam_question_not_found');
  }
  const updated = await updateTaskNotes(db, userId, id, body);
  return updated ? toApiTask(updated) : fail('task_not_found');
}

export async function deleteTask(
  db: Database,
  userId: number,
  id: string,
): Promise<true | Refusal<'task_not_found'>> {
  return (await deleteUserTask(db, userId, id)) || fail('task_not_found');
}

/** The caller's own mock exam as the audit log keeps it: what it was called and where it stood, never its content. */
export async function taskState(db: Database, userId: number, id: string): Promise<AuditState | null> {
  const task = await findUserTask(db, userId, id);
  if (!task) return null;
  const { title, status, course, professors, created_at } = toTaskSummary(task);
  return { id: task.id, name: title, status, course, professors, created_at };
}
