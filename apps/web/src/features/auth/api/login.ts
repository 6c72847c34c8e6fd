import { routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';

export type Credentials = { account: string; password: string };

/** POST /auth/login, sent as a form with `username` and `password` (product §3.2); answers the token. */
export function useLogin() {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ account, password }: Credentials) =>
      api.call(routes.auth.login, { body: { username: account, password } }),
  });
}
