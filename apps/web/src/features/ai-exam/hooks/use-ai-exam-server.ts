import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { courseArchivesQuery, coursesQuery } from '../../../api/shared-queries.ts';
import { useServices } from '../../../lib/services.tsx';
import { useApiKeyQuery } from '../api/get-api-key.ts';
import { useTaskQuery } from '../api/get-task.ts';
import { messages, type Text } from '../flow/messages.ts';
import type { AiExamState } from '../flow/reducer.ts';

type QueryStatus = { isError: boolean; isFetching: boolean; errorUpdatedAt: number };

/** One error toast per failed request of a query the open modal reads; a retry that is still running waits. */
function useErrorToast(query: QueryStatus, active: boolean, text: Text) {
  // The language the toast is said in when it fails; a change of language does not say it again.
  const translate = useT(aiExamMessages);
  const t = useRef(translate);
  t.current = translate;
  const failedAt = active && query.isError && !query.isFetching ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(t.current(text.title), t.current(text.message));
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
