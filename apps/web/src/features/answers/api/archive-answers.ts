import { routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

const paramsOf = (archiveId: number) => ({ aid: String(archiveId) });

/**
 * GET /archives/{aid}/answers: every question's answers in the one order. Kept current by the archive's event
 * stream, never refetched on its own while it is shown.
 */
export const archiveAnswersQuery = (api: ApiClient, archiveId: number) =>
  queryOptions({
    queryKey: queryKeys.archiveAnswers(archiveId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.answers.listArchiveAnswers, { params: paramsOf(archiveId) }),
    staleTime: Number.POSITIVE_INFINITY,
  });
