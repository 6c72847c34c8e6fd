import { type PracticeMark, routes, type Task } from '@pastexam/api-contract';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { toast } from '@pastexam/ui/toast';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { errorStatus } from '../../../lib/api-client.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';

/** The task as the server now has it, shown wherever it is open, and 我的模擬試題 asked again. */
function landed(queryClient: QueryClient, task: Task) {
  queryClient.setQueryData(queryKeys.aiTask(task.task_id), task);
  void queryClient.invalidateQueries({ queryKey: queryKeys.myExams });
}

/** A task that is gone (deleted in another tab): dropped from every view of it. */
function gone(queryClient: QueryClient, taskId: string) {
  queryClient.removeQueries({ queryKey: queryKeys.aiTask(taskId), exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.myExams });
}

/** PATCH /ai-exam/task/{id} with a new name (product §6.11). */
export function useRenameTask() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: ({ taskId, title }: { taskId: string; title: string }) =>
      api.call(routes.aiExam.updateTask, { params: { id: taskId }, body: { title } }),
    onSuccess: (task) => landed(queryClient, task),
    onError: (error, { taskId }) => {
      if (errorStatus(error) === 404) gone(queryClient, taskId);
    },
  });
}

type MarkInput = { taskId: string; key: string; mark: PracticeMark | null };

/**
 * 會 / 不會 on one question (product §6.10): shown at once, kept by PATCH /ai-exam/task/{id}, and put back as it
 * was, with the reason, when the server refuses it.
 */
export function useMarkQuestion() {
  const t = useT(aiExamMessages);
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: ({ taskId, key, mark }: MarkInput) =>
      api.call(routes.aiExam.updateTask, { params: { id: taskId }, body: { marks: { [key]: mark } } }),
    onMutate: async ({ taskId, key, mark }) => {
      const cacheKey = queryKeys.aiTask(taskId);
      await queryClient.cancelQueries({ queryKey: cacheKey });
      const before = queryClient.getQueryData<Task>(cacheKey);
      if (before) {
        const { [key]: _cleared, ...rest } = before.marks;
        queryClient.setQueryData<Task>(cacheKey, {
          ...before,
          marks: mark === null ? rest : { ...rest, [key]: mark },
        });
      }
      return { before };
    },
    onSuccess: (task) => landed(queryClient, task),
    onError: (error, { taskId }, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.aiTask(taskId), context.before);
      toastRefusal(t('ai-exam.markFailed'), error, t('ai-exam.markFailedFallback'));
    },
  });
}

type Named = { task_id: string; title: string };

/**
 * 刪除 (product §6.15): asks first, then DELETE /ai-exam/task/{id}, with its toast; a task already gone counts as
 * deleted.
 */
export function useDeleteTask() {
  const t = useT(aiExamMessages);
  const core = useT();
  const { api, queryClient } = useServices();
  const confirm = useConfirm();
  const mutation = useMutation({
    mutationFn: (taskId: string) => api.call(routes.aiExam.deleteTask, { params: { id: taskId } }),
    onSettled: (_ok, error, taskId) => {
      if (error === null || errorStatus(error) === 404) gone(queryClient, taskId);
    },
  });
  return {
    pending: mutation.isPending,
    /** Whether the task is deleted now. */
    remove: async (task: Named): Promise<boolean> => {
      const confirmed = await confirm({
        title: t('ai-exam.deleteTitle'),
        message: t('ai-exam.deleteMessage', { title: task.title }),
        confirmLabel: core('common.delete'),
        danger: true,
      });
      if (!confirmed) return false;
      try {
        await mutation.mutateAsync(task.task_id);
      } catch (error) {
        if (errorStatus(error) !== 404) {
          toastRefusal(t('ai-exam.deleteFailed'), error, t('ai-exam.deleteFailedFallback'));
          return false;
        }
      }
      toast.success(t('ai-exam.deletedTitle'), t('ai-exam.deleted'));
      return true;
    },
  };
}
