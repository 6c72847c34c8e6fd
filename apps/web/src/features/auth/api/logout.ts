import { routes } from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** POST /auth/logout: the server revokes the current token. */
export function logout(api: ApiClient) {
  return api.call(routes.auth.logout);
}
