import { routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /topics: the areas, each with its topics and counts, and whether the reader may edit them. */
export const topicTreeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.topics,
    queryFn: ({ signal }) => api.callWith(signal, routes.topics.listTopics),
  });
