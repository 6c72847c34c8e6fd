import { routeErrorCode, routes, type TaskSummary } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { toast } from '@pastexam/ui/toast';
import { queryKeys } from '../../../api/query-keys.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { useGenerateExam } from '../api/generate-exam.ts';
import { seedPendingTask } from '../api/get-task.ts';
import { messages, said } from '../flow/messages.ts';
import { createSavedTaskStore } from '../flow/saved-task.ts';

type Source = Pick<TaskSummary, 'archives_used' | 'course' | 'professors'>;

/**
 * 再生成一次 and 重試 (product §6.11): a new exam from the same archives. It becomes the task the AI modal
 * follows, so opening the modal shows its progress, and it is listed at once in 我的模擬試題 as pending.
 */
export function useRegenerate() {
  const t = useT(aiExamMessages);
  const { queryClient } = useServices();
  const generate = useGenerateExam();

  async function regenerate(source: Source): Promise<string | null> {
    if (generate.isPending) return null;
    try {
      const { task_id } = await generate.mutateAsync(source.archives_used.map((archive) => archive.id));
      const displayInfo = {
        course_name: source.course,
        professor: source.professors.join(t('ai-exam.listSeparator')),
      };
      createSavedTaskStore(window.localStorage).save({ taskId: task_id, displayInfo, timestamp: Date.now() });
      seedPendingTask(queryClient, task_id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.myExams });
      const { title, message } = said(t, messages.regenerating);
      toast.success(title, message);
      return task_id;
    } catch (error) {
      if (routeErrorCode(error, routes.aiExam.generate) === 'task_conflict') {
        const { title, message } = said(t, messages.conflict);
        toast.warning(title, message);
      } else {
        const { title, message } = said(t, messages.submitFailed);
        toastRefusal(title, error, message);
      }
      return null;
    }
  }

  return { pending: generate.isPending, regenerate };
}
