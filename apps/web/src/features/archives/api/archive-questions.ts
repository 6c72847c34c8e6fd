import { routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * GET /archives/{aid}/questions: an archive's questions in order, each with its start (a page and a height), for
 * opening the preview at one and for the discussion's links to them.
 */
export const archiveQuestionsQuery = (api: ApiClient, archiveId: number) =>
  queryOptions({
    queryKey: queryKeys.archiveQuestions(archiveId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.questions.listQuestions, { params: { aid: String(archiveId) } }),
    select: (list) => list.questions,
  });
