import { routes, type UserCreate, type UserUpdate } from '@pastexam/api-contract';
import { type QueryClient, queryOptions, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { type ApiClient, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { useAdminChange } from './admin-change.ts';

/** GET /users/admin/users: every account, without passwords. */
export const adminUsersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminUsers,
    queryFn: ({ signal }) => api.callWith(signal, routes.users.listUsers),
  });

/** After an account changed, or turned out to be gone (another admin removed it): the accounts table. */
function refreshUserList(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
}

/** POST /users/admin/users; 409 `duplicate_name` or `duplicate_email` names the clashing field. */
export function useCreateUser() {
  return useAdminChange(
    (api, input: UserCreate) => api.call(routes.users.createUser, { body: input }),
    refreshUserList,
  );
}

/** PUT /users/admin/users/{id}; 409 like create, 400 for a password on a single sign-on account. */
export function useUpdateUser() {
  return useAdminChange(
    (api, { id, input }: { id: number; input: UserUpdate }) =>
      api.call(routes.users.updateUser, { params: { id: String(id) }, body: input }),
    refreshUserList,
  );
}

/** DELETE /users/admin/users/{id}; 400 for one's own account. */
export function useDeleteUser() {
  return useAdminChange(
    (api, id: number) => api.call(routes.users.deleteUser, { params: { id: String(id) } }),
    refreshUserList,
  );
}

/** POST /users/admin/users/{id}/logout-all: every session of the account ends; 404 when it is gone. */
export function useLogoutAllOfUser() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (id: number) => api.call(routes.users.logoutAllOfUser, { params: { id: String(id) } }),
    // Nothing the list shows changes, unless the account turned out to be gone.
    onError: (error) => {
      if (errorStatus(error) === 404) refreshUserList(queryClient);
    },
  });
}
