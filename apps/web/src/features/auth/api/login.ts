import { type TokenResponse, tokenResponseSchema } from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** POST /auth/login as a form with `username` and `password` (product §10.2). */
export function login(
  api: ApiClient,
  credentials: { account: string; password: string },
): Promise<TokenResponse> {
  const body = new URLSearchParams({ username: credentials.account, password: credentials.password });
  return api.post('auth/login', { body }).json(tokenResponseSchema);
}
