import { type PracticeStart, routes, type SelfGrade } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /archives/{aid}/practice: the archive's default length and the user's attempts on it. */
export const practiceOverviewQuery = (api: ApiClient, archiveId: number) =>
  queryOptions({
    queryKey: queryKeys.practiceOverview(archiveId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.practice.practiceOverview, { params: { aid: String(archiveId) } }),
  });

/** GET /practice/{pid}: one attempt, asked afresh on every visit so the time left is the server's. */
export const practiceAttemptQuery = (api: ApiClient, attemptId: number) =>
  queryOptions({
    queryKey: queryKeys.practiceAttempt(attemptId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.practice.getPractice, { params: { pid: String(attemptId) } }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** POST /archives/{aid}/practice: a new attempt, kept in the cache for its page. */
export function useStartPractice(archiveId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PracticeStart) =>
      api.call(routes.practice.startPractice, { params: { aid: String(archiveId) }, body: input }),
    onSuccess: (attempt) => queryClient.setQueryData(queryKeys.practiceAttempt(attempt.id), attempt),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.practiceOverview(archiveId) }),
  });
}

/** POST /practice/{pid}/end: the ended attempt with its answers; the archive is 已完成 after. */
export function useEndPractice(attemptId: number, archiveId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.practice.endPractice, { params: { pid: String(attemptId) } }),
    onSuccess: (attempt) => queryClient.setQueryData(queryKeys.practiceAttempt(attemptId), attempt),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.practiceAttempt(attemptId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.practiceOverview(archiveId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myCompletions }),
      ]),
  });
}

/** PUT /practice/{pid}/questions/{qid}/note. */
export function useSetPracticeNote(attemptId: number) {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ questionId, note }: { questionId: number; note: string }) =>
      api.call(routes.practice.setPracticeNote, {
        params: { pid: String(attemptId), qid: String(questionId) },
        body: { note },
      }),
  });
}

/** PUT /practice/{pid}/questions/{qid}/mark; the attempt and its archive's list are asked again after. */
export function useSetPracticeMark(attemptId: number, archiveId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, mark }: { questionId: number; mark: SelfGrade }) =>
      api.call(routes.practice.setPracticeMark, {
        params: { pid: String(attemptId), qid: String(questionId) },
        body: { mark },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.practiceAttempt(attemptId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.practiceOverview(archiveId) }),
      ]),
  });
}
