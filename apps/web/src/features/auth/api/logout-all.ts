import { routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';

/** POST /auth/logout-all: the server ends every session of the signed-in user, this one included. */
export function useLogoutAll() {
  const { api } = useServices();
  return useMutation({ mutationFn: () => api.call(routes.auth.logoutAll) });
}
