import { routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /archives/{aid}/questions/{qid}/similar: a question's 相似題, the most alike first, and 重複出現's years. */
export const similarQuestionsQuery = (api: ApiClient, archiveId: number, questionId: number) =>
  queryOptions({
    queryKey: queryKeys.similarQuestions(archiveId, questionId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.questions.similarQuestions, {
        params: { aid: String(archiveId), qid: String(questionId) },
      }),
  });
