import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { courseArchivesQuery, coursesQuery } from '../../../api/shared-queries.ts';
import { useServices } from '../../../lib/services.tsx';
import { useApiKeyQuery } from '../api/get-api-key.ts';
import { useTaskQuery } from '../api/get-task.ts';
import { messages } from '../flow/messages.ts';
import type { AiExamState } from '../flow/reducer.ts';

type Text = { title: string; message: string };
type QueryStatus = { isError: boolean; isFetching: boolean; errorUpdatedAt: number };

/** One error toast per failed request of a query the open modal reads; a retry that is still running waits. */
function useErrorToast(query: QueryStatus, active: boolean, text: Text) {
  const failedAt = active && query.isError && !query.isFetching ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(text.title, text.message);
  }, [failedAt, text]);
}

/**
 * What the AI exam modal reads from the server, from queries shared with the rest of the app: each is asked only
 * while the modal shows what it feeds, and says its failures in a toast.
 */
export function useAiExamServerState(opened: boolean, state: AiExamState) {
  const { api } = useServices();
  const courses = useQuery({ ...coursesQuery(api), enabled: opened });
  const courseChosen = opened && state.courseId !== null;
  const archives = useQuery({ ...courseArchivesQuery(api, state.courseId ?? 0), enabled: courseChosen });
  const keyStatus = useApiKeyQuery(opened);
  const taskId = state.task?.taskId ?? null;
  // The task is asked about while the modal waits for it: resuming one, or generating.
  const following = opened && (state.step === 'loading' || state.step === 'generating');
  const task = useTaskQuery(taskId, following);

  useErrorToast(courses, opened, messages.coursesFailed);
  useErrorToast(archives, courseChosen, messages.professorsFailed);
  useErrorToast(keyStatus, opened, messages.keyStatusFailed);

  return { courses, archives, courseChosen, keyStatus, taskId, following, task };
}

export type AiExamServerState = ReturnType<typeof useAiExamServerState>;
