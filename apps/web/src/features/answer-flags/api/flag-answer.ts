import { type FlagInput, routes } from '@pastexam/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useServices } from '../../../lib/services.tsx';

/** POST /answers/{id}/flags: 檢舉 an answer; 我的檢舉 is asked again after, so the new flag is listed. */
export function useFlagAnswer() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, input }: { answerId: number; input: FlagInput }) =>
      api.call(routes.answerFlags.flagAnswer, { params: { id: String(answerId) }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myFlags }),
  });
}
