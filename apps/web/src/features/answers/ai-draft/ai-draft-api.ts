import { type AiAnswerRequest, routes } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** A draft under way is asked about this often. */
export const DRAFT_POLL_MS = 2000;

export const isUnderWay = (request: Pick<AiAnswerRequest, 'status'> | undefined) =>
  request?.status === 'queued' || request?.status === 'running';

const params = (archiveId: number, questionId: number) => ({
  aid: String(archiveId),
  qid: String(questionId),
});

/** GET …/ai-answer: the user's drafts of the question, newest first, asked again while the newest is under way. */
export const aiDraftsQuery = (api: ApiClient, archiveId: number, questionId: number) =>
  queryOptions({
    queryKey: queryKeys.aiDrafts(questionId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.aiAnswers.listAiAnswers, { params: params(archiveId, questionId) }),
    refetchInterval: (query) => (isUnderWay(query.state.data?.requests[0]) ? DRAFT_POLL_MS : false),
  });

/**
 * POST …/ai-answer: queues a draft (or answers the one under way). The list is refreshed, so it follows the
 * request; `onDone` refreshes the question's answers once the draft is saved.
 */
export function useRequestAiDraft(archiveId: number, questionId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.aiAnswers.requestAiAnswer, { params: params(archiveId, questionId) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.aiDrafts(questionId) }),
  });
}
