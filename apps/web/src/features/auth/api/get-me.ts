import { type User, userSchema } from '@pastexam/api-contract';
import { useEffect } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /users/me: the signed-in user as the server knows them now. */
export function getMe(api: ApiClient): Promise<User> {
  return api.get('users/me').json(userSchema);
}

/**
 * Asks the server once, at start-up, whether the stored token still holds: a token revoked elsewhere (logout
 * on another device, a deleted account) then answers 401, which the client turns into a sign-out. The token's
 * own expiry is checked locally on every navigation and needs no call.
 */
export function useStartupSessionCheck(): void {
  const { api, auth } = useServices();
  useEffect(() => {
    if (auth.getUser() === null) return;
    // Only the 401 matters here, and the client handles it; any other failure leaves the session as it is.
    getMe(api).catch(() => undefined);
  }, [api, auth]);
}
