import { type Ok, okSchema } from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** POST /auth/logout: the server revokes the current token. */
export function logout(api: ApiClient): Promise<Ok> {
  return api.post('auth/logout').json(okSchema);
}
