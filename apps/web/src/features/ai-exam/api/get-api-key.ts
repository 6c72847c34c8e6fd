import { routes } from '@pastexam/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /ai-exam/api-key: whether the user has stored a Gemini key, and its mask. */
export const apiKeyQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.apiKey,
    queryFn: ({ signal }) => api.callWith(signal, routes.aiExam.getApiKey),
  });

/** The key status, asked only while `enabled` (the AI exam modal is open). */
export function useApiKeyQuery(enabled: boolean) {
  const { api } = useServices();
  return useQuery({ ...apiKeyQuery(api), enabled });
}
