import { routes, type TaskPage } from '@pastexam/api-contract';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { isRunning, POLL_INTERVAL_MS } from './get-task.ts';

/** Whether any listed exam is still being generated, so the list is asked again until it is not. */
const anyRunning = (data: InfiniteData<TaskPage> | undefined) =>
  data?.pages.some((page) => page.items.some((task) => isRunning(task))) ?? false;

/**
 * GET /ai-exam/tasks, page after page, newest first (product §6.11). Asked again whenever the page opens, and
 * every 5 seconds while one of the exams is still being generated, so its status follows by itself.
 */
export const myExamsQuery = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: queryKeys.myExams,
    queryFn: ({ signal, pageParam }) =>
      api.callWith(signal, routes.aiExam.listTasks, {
        query: pageParam === null ? {} : { cursor: pageParam },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 0,
    refetchInterval: (query) => (anyRunning(query.state.data) ? POLL_INTERVAL_MS : false),
  });
