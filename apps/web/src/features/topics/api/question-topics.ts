import { type QuestionTopicSource, routes } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

type Place = { archiveId: number; questionId: number };

/** GET /archives/{aid}/questions/{qid}/topics: a question's tags, and whether the reader decides them. */
export const questionTopicsQuery = (api: ApiClient, { archiveId, questionId }: Place) =>
  queryOptions({
    queryKey: queryKeys.questionTopics(archiveId, questionId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.topics.listQuestionTopics, {
        params: { aid: String(archiveId), qid: String(questionId) },
      }),
  });

type Change = { topicId: number; action: 'propose' | 'confirm' | 'reject'; source?: QuestionTopicSource };

/**
 * 提議, 確認 or 駁回 a question's tag (PUT …/topics/{tid}, POST …/confirm, POST …/reject): the answer is the
 * question's tags, put in place; the tree's counts and the topics' pages are asked again.
 */
export function useChangeQuestionTopic(place: Place) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topicId, action, source = 'person' }: Change) => {
      const params = { aid: String(place.archiveId), qid: String(place.questionId), tid: String(topicId) };
      if (action === 'propose')
        return api.call(routes.topics.proposeQuestionTopic, { params, body: { source } });
      if (action === 'confirm') return api.call(routes.topics.confirmQuestionTopic, { params });
      return api.call(routes.topics.rejectQuestionTopic, { params });
    },
    onSuccess: (list) =>
      queryClient.setQueryData(queryKeys.questionTopics(place.archiveId, place.questionId), list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.topics }),
  });
}

/**
 * 請 AI 推薦主題 (POST …/topics/ai-suggestions): Gemini, with the reader's own key, proposes topics marked AI 推薦;
 * the answer is the question's tags, put in place.
 */
export function useAskAiTopics(place: Place) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(routes.topics.suggestQuestionTopicsByAi, {
        params: { aid: String(place.archiveId), qid: String(place.questionId) },
      }),
    onSuccess: (list) =>
      queryClient.setQueryData(queryKeys.questionTopics(place.archiveId, place.questionId), list),
  });
}
