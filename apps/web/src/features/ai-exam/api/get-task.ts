import { routes, type Task, type TaskResult } from '@pastexam/api-contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** product §6.6: a running task's status is asked every 5 seconds. */
export const POLL_INTERVAL_MS = 5000;

/** A task whose status may still change, and so is asked again. */
export const isRunning = (task: Pick<Task, 'status'> | undefined) =>
  task?.status === 'pending' || task?.status === 'in_progress';

/** The generated exam of a finished task; null while it runs, and when it failed or came back empty. */
export function finishedResult(task: Task): TaskResult | null {
  return task.status === 'complete' && task.result && task.result.generated_content !== ''
    ? task.result
    : null;
}

/**
 * GET /ai-exam/task/{id}: asked again every 5 seconds while the task is pending or in progress, and no more
 * once it completed or failed. An answer counts as fresh until the next poll is due, so following a task
 * whose status was just asked does not ask twice.
 */
export const taskQuery = (api: ApiClient, taskId: string) =>
  queryOptions({
    queryKey: queryKeys.aiTask(taskId),
    queryFn: ({ signal }) => api.callWith(signal, routes.aiExam.getTask, { params: { id: taskId } }),
    staleTime: POLL_INTERVAL_MS,
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_INTERVAL_MS : false),
  });

/** A task the server has just accepted is pending: its first status is asked after one interval, not at once. */
export function seedPendingTask(queryClient: QueryClient, taskId: string): void {
  const pending: Task = {
    task_id: taskId,
    status: 'pending',
    title: '',
    result: null,
    error: null,
    created_at: null,
    marks: {},
  };
  queryClient.setQueryData(queryKeys.aiTask(taskId), pending);
}

/** The followed task's status, polled while `enabled` (the modal is open and waiting on it). */
export function useTaskQuery(taskId: string | null, enabled: boolean) {
  const { api } = useServices();
  return useQuery({ ...taskQuery(api, taskId ?? ''), enabled: enabled && taskId !== null });
}
