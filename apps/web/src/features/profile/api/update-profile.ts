import { type ProfileUpdate, routes } from '@pastexam/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useServices } from '../../../lib/services.tsx';

/**
 * PATCH /users/me: the user's own nickname. The answer is who they are now, so it replaces GET /users/me's
 * cached answer at once (the top bar shows the new name without asking again), and the admin's user list,
 * which shows nicknames, is asked again. 409 `duplicate_nickname` when someone else has it.
 */
export function useUpdateProfile() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.call(routes.users.updateMe, { body: update }),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.me, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
    },
  });
}
