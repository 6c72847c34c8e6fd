import { type PracticeMarks, routes, type Task, type TaskSummary } from '@pastexam/api-contract';
import { sampleExamResult } from '@pastexam/ui/ai-exam/exam/fixtures';
import { completeTask, failedTask, runningTask } from '@pastexam/ui/ai-exam/my-exams/fixtures';
import { refusal } from '../../../testing/api-fixtures.ts';
import { matchRoute, type RecordedRequest, type TestResponse } from '../../../testing/test-server.ts';

type Stored = { summary: TaskSummary; marks: PracticeMarks };

const ok = (body: unknown): TestResponse => ({ status: 200, body });

/**
 * The user's mock exams as the server keeps them: listed newest first, each complete one holding the sample exam,
 * renamed, marked and deleted as the API does. `refuseMarks` makes every mark answer 400.
 */
export function createMyExamsApi(tasks: TaskSummary[] = [runningTask, completeTask, failedTask]) {
  const stored = new Map<string, Stored>(tasks.map((summary) => [summary.task_id, { summary, marks: {} }]));
  const options = { refuseMarks: false, nextTaskId: 'task-new' };

  function taskOf({ summary, marks }: Stored): Task {
    const complete = summary.status === 'complete';
    return {
      task_id: summary.task_id,
      status: summary.status,
      title: summary.title,
      result: complete ? { ...sampleExamResult, archives_used: summary.archives_used } : null,
      error: summary.error,
      created_at: summary.created_at,
      marks,
    };
  }

  function handle(request: RecordedRequest): TestResponse | null {
    if (matchRoute(routes.aiExam.listTasks, request)) {
      return ok({ items: [...stored.values()].map((task) => task.summary), next_cursor: null });
    }
    if (matchRoute(routes.aiExam.generate, request)) return ok({ task_id: options.nextTaskId });
    const read = matchRoute(routes.aiExam.getTask, request);
    if (read) {
      const task = stored.get(read.id ?? '');
      return ok(
        task ? taskOf(task) : { ...taskOf({ summary: completeTask, marks: {} }), status: 'not_found' },
      );
    }
    const update = matchRoute(routes.aiExam.updateTask, request);
    const deletion = matchRoute(routes.aiExam.deleteTask, request);
    const task = stored.get(update?.id ?? deletion?.id ?? '');
    if (!update && !deletion) return null;
    if (!task) return refusal('task_not_found');
    if (deletion) {
      stored.delete(task.summary.task_id);
      return ok({ ok: true });
    }
    const body: { title?: string; marks?: Record<string, PracticeMarks[string] | null> } = JSON.parse(
      request.body,
    );
    if (body.marks && options.refuseMarks) return refusal('exam_question_not_found');
    if (body.title) task.summary = { ...task.summary, title: body.title };
    for (const [key, mark] of Object.entries(body.marks ?? {})) {
      if (mark === null) delete task.marks[key];
      else task.marks[key] = mark;
    }
    return ok(taskOf(task));
  }

  return { handle, options, titles: () => [...stored.values()].map((task) => task.summary.title) };
}
