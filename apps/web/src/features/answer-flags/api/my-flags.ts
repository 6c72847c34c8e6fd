import { routes } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /users/me/flags: 我的檢舉 with its unseen outcomes counted (the user's menu shows the count). */
export const myFlagsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.myFlags,
    queryFn: ({ signal }) => api.callWith(signal, routes.answerFlags.myFlags),
  });

/** POST /users/me/flags/seen: opening 我的檢舉 marks every outcome seen; the answer replaces the cached list. */
export function useMarkMyFlagsSeen() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.answerFlags.markMyFlagsSeen),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.myFlags, list),
  });
}
