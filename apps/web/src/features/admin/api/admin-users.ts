import {
  okSchema,
  type User,
  type UserCreate,
  type UserUpdate,
  userListSchema,
  userSchema,
} from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /users/admin/users: every account, without passwords. */
export function listUsers(api: ApiClient): Promise<User[]> {
  return api.get('users/admin/users').json(userListSchema);
}

/** POST /users/admin/users; 409 `duplicate_name` or `duplicate_email` names the clashing field. */
export function createUser(api: ApiClient, input: UserCreate): Promise<User> {
  return api.post('users/admin/users', { json: input }).json(userSchema);
}

/** PUT /users/admin/users/{id}; 409 like createUser, 400 for a password on a single sign-on account. */
export function updateUser(api: ApiClient, id: number, input: UserUpdate): Promise<User> {
  return api.put(`users/admin/users/${id}`, { json: input }).json(userSchema);
}

/** DELETE /users/admin/users/{id}; 400 for one's own account. */
export async function deleteUser(api: ApiClient, id: number): Promise<void> {
  await api.delete(`users/admin/users/${id}`).json(okSchema);
}
