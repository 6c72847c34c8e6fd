import { routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useServices } from '../../../lib/services.tsx';

/**
 * PUT /ai-exam/api-key: the server tests a key before storing it; an empty string removes the key. The
 * answer is the new status, so the key query takes it as it is instead of asking again.
 */
export function usePutApiKey() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (key: string) => api.call(routes.aiExam.putApiKey, { body: { gemini_api_key: key } }),
    onSuccess: (status) => queryClient.setQueryData(queryKeys.apiKey, status),
  });
}
