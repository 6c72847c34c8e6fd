import { routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { adminListQuery, adminRowChanges, refreshLists } from './admin-change.ts';

/** GET /users/admin/users: every account, without passwords. */
export const adminUsersQuery = adminListQuery(queryKeys.adminUsers, routes.users.listUsers);

/** After an account changed, or turned out to be gone (another admin removed it): the accounts table. */
const userListKeys = [queryKeys.adminUsers];

/**
 * 使用者管理's changes. `create`: POST /users/admin/users, 409 `duplicate_name` or `duplicate_email` names the
 * clashing field. `update`: PUT /users/admin/users/{id}, 409 like create, 400 for a password on a single sign-on
 * account. `remove`: DELETE /users/admin/users/{id}, 400 for one's own account.
 */
export const useUserChanges = adminRowChanges(
  { create: routes.users.createUser, update: routes.users.updateUser, remove: routes.users.deleteUser },
  userListKeys,
);

/** POST /users/admin/users/{id}/logout-all: every session of the account ends; 404 when it is gone. */
export function useLogoutAllOfUser() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (id: number) => api.call(routes.users.logoutAllOfUser, { params: { id: String(id) } }),
    // Nothing the list shows changes, unless the account turned out to be gone.
    onError: (error) => {
      if (errorStatus(error) === 404) refreshLists(queryClient, userListKeys);
    },
  });
}
