import { routes } from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** POST /auth/logout-all: the server ends every session of the signed-in user, this one included. */
export function logoutAll(api: ApiClient) {
  return api.call(routes.auth.logoutAll);
}
