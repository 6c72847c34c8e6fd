import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { toast } from '@pastexam/ui/toast';
import { type Dispatch, useEffect } from 'react';
import { track } from '../../../lib/analytics.ts';
import { finishedResult, isRunning } from '../api/get-task.ts';
import { messages, said } from '../flow/messages.ts';
import type { AiExamEvent, AiExamState } from '../flow/reducer.ts';
import type { SavedTaskStore } from '../flow/saved-task.ts';
import type { AiExamServerState } from './use-ai-exam-server.ts';

/**
 * The step follows each answer about the followed task, with what the user is told of it: a toast when it is
 * done or failed, the usage event of a generated exam, and the saved task forgotten once it has ended. A resumed
 * task waits for a fresh answer, not an old one.
 */
export function useFollowedTask(
  state: AiExamState,
  dispatch: Dispatch<AiExamEvent>,
  { task, taskId, following }: Pick<AiExamServerState, 'task' | 'taskId' | 'following'>,
  savedTask: SavedTaskStore,
) {
  const t = useT(aiExamMessages);
  const { step, task: followed, category } = state;
  const answer = task.data;
  const waiting = task.isFetching && step === 'loading';
  const unreachable = task.isError && !task.isFetching;
  useEffect(() => {
    if (!following || taskId === null || followed === null || waiting) return;
    if (unreachable) {
      // The task may still be running: it stays saved, and the next opening asks about it again.
      const { title, message } = said(t, messages.pollFailed);
      toast.error(title, message);
      dispatch({ type: 'failed', message });
      return;
    }
    if (!answer) return;
    if (isRunning(answer)) {
      dispatch({ type: 'task-running' });
      return;
    }
    const result = finishedResult(answer);
    if (result) {
      if (step === 'generating') {
        const { title, message } = said(t, messages.generated);
        toast.success(title, message);
        track('generate-ai-exam', {
          category: category ?? 'resumed',
          courseName: followed.displayInfo.course_name,
          professor: followed.displayInfo.professor,
          archivesUsed: result.archives_used.length,
        });
      }
      dispatch({ type: 'task-done' });
      return;
    }
    savedTask.clear();
    if (step === 'loading') {
      dispatch({ type: 'task-gone' });
    } else {
      const { title, message } = said(t, messages.generationFailed);
      toast.error(title, message);
      dispatch({ type: 'failed', message });
    }
  }, [following, taskId, followed, waiting, unreachable, answer, step, category, savedTask, dispatch, t]);
}
