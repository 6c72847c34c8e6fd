import { type PasswordChange, routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';

/**
 * PUT /users/me/password: the server ends every session of the account, this one's token included, and answers
 * a fresh token, which replaces it here at once. 400 `wrong_password` for a wrong current password.
 */
export function useChangePassword() {
  const { api, auth } = useServices();
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      const { access_token } = await api.call(routes.users.changeOwnPassword, { body: change });
      // The old token ended with the change: without a usable fresh one, this session is over too.
      if (!auth.renew(access_token)) auth.reportUnauthorized();
    },
  });
}
