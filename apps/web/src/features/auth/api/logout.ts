import { routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';

/** POST /auth/logout: the server revokes the current token. */
export function useLogout() {
  const { api } = useServices();
  return useMutation({ mutationFn: () => api.call(routes.auth.logout) });
}
