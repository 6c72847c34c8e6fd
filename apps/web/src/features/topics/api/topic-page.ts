import { routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /topics/{tid}/questions: a topic's questions across courses, exams and years, and their coverage. */
export const topicPageQuery = (api: ApiClient, topicId: string) =>
  queryOptions({
    queryKey: queryKeys.topicPage(topicId),
    queryFn: ({ signal }) => api.callWith(signal, routes.topics.topicQuestions, { params: { tid: topicId } }),
  });
