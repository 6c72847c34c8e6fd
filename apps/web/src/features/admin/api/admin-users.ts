import { routes, type UserCreate, type UserUpdate } from '@pastexam/api-contract';
import { type QueryClient, queryOptions, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { type ApiClient, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /users/admin/users: every account, without passwords. */
export const adminUsersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminUsers,
    queryFn: ({ signal }) => api.callWith(signal, routes.users.listUsers),
  });

/** After an account changed, or turned out to be gone (another admin removed it): the accounts table. */
function refreshUserList(queryClient: QueryClient, error: Error | null): void {
  if (error !== null && errorStatus(error) !== 404) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
}

/** POST /users/admin/users; 409 `duplicate_name` or `duplicate_email` names the clashing field. */
export function useCreateUser() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (input: UserCreate) => api.call(routes.users.createUser, { body: input }),
    onSettled: (_user, error) => refreshUserList(queryClient, error),
  });
}

/** PUT /users/admin/users/{id}; 409 like create, 400 for a password on a single sign-on account. */
export function useUpdateUser() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserUpdate }) =>
      api.call(routes.users.updateUser, { params: { id: String(id) }, body: input }),
    onSettled: (_user, error) => refreshUserList(queryClient, error),
  });
}

/** DELETE /users/admin/users/{id}; 400 for one's own account. */
export function useDeleteUser() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (id: number) => api.call(routes.users.deleteUser, { params: { id: String(id) } }),
    onSettled: (_ok, error) => refreshUserList(queryClient, error),
  });
}

/** POST /users/admin/users/{id}/logout-all: every session of the account ends; 404 when it is gone. */
export function useLogoutAllOfUser() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (id: number) => api.call(routes.users.logoutAllOfUser, { params: { id: String(id) } }),
    // Nothing the list shows changes, unless the account turned out to be gone.
    onError: (error) => refreshUserList(queryClient, error),
  });
}
