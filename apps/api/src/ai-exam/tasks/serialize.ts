import { type MockExam, questionKeys, type Task, type TaskSummary } from '@pastexam/api-contract';
import { plainTitle } from '../exam/plain-title.ts';
import { readStoredResult } from '../exam/stored-result.ts';
import type { AiExamTask } from './repository.ts';

/**
 * The finished exam as the API shows it: its title as text (the model may write Markdown and LaTeX there), the
 * rest as written. The text to copy or download keeps the title as written, like the rest of its Markdown.
 */
function storedOf(task: AiExamTask): { exam: MockExam | null; text: string } | null {
  if (task.status !== 'complete' || task.result === null) return null;
  const { exam, text } = readStoredResult(task.result);
  return { exam: exam && { ...exam, title: plainTitle(exam.title) }, text };
}

/** The name 我的模擬試題 shows: the user's own, else the exam's title, else the course's. */
function titleOf(task: AiExamTask, exam: MockExam | null): string {
  return task.title ?? (exam?.title || `${task.archivesUsed[0]?.course ?? ''} 模擬試題`.trim());
}

export function toApiTask(task: AiExamTask): Task {
  const stored = storedOf(task);
  return {
    task_id: task.id,
    status: task.status,
    title: titleOf(task, stored?.exam ?? null),
    result: stored
      ? { generated_content: stored.text, exam: stored.exam, archives_used: task.archivesUsed }
      : null,
    error: task.status === 'failed' ? task.error : null,
    created_at: task.createdAt.toISOString(),
    marks: task.marks,
  };
}

export function toTaskSummary(task: AiExamTask): TaskSummary {
  const exam = storedOf(task)?.exam ?? null;
  const keys = exam ? questionKeys(exam) : [];
  const marked = (mark: 'known' | 'unknown') => keys.filter((key) => task.marks[key] === mark).length;
  return {
    task_id: task.id,
    status: task.status,
    title: titleOf(task, exam),
    course: task.archivesUsed[0]?.course ?? '',
    professors: [...new Set(task.archivesUsed.map((archive) => archive.professor))],
    archives_used: task.archivesUsed,
    created_at: task.createdAt.toISOString(),
    error: task.status === 'failed' ? task.error : null,
    progress: { questions: keys.length, known: marked('known'), unknown: marked('unknown') },
  };
}

export function notFoundTask(id: string): Task {
  return {
    task_id: id,
    status: 'not_found',
    title: '',
    result: null,
    error: null,
    created_at: null,
    marks: {},
  };
}

/** The page cursor after `task`: its creation to the millisecond and its id. */
export const cursorAfter = (task: AiExamTask) => `${task.createdAt.getTime()}_${task.id}`;

export function readCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (cursor === undefined) return null;
  const [millis = '', id = ''] = cursor.split('_');
  return { createdAt: new Date(Number(millis)), id };
}
