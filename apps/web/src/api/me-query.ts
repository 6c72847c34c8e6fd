import type { User } from '@pastexam/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client.ts';
import { useCurrentUser, useServices } from '../lib/services.tsx';
import { queryKeys } from './query-keys.ts';

/**
 * GET /users/me: who the signed-in user is now, as the server sees it (an admin may have demoted them). The
 * route guard and the top bar read it on every page, so it is defined apart from the other shared queries:
 * the contract's route objects (and their schemas) are fetched with the first ask, which a guest never makes.
 */
export const meQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: async ({ signal }): Promise<User> => {
      const { routes } = await import('./contract-routes.ts');
      return api.callWith(signal, routes.users.me);
    },
  });

/**
 * The signed-in user as the server last answered (the route guard asks again on every navigation): what every
 * admin decision reads, never the token's own claim. Null for guests, who never ask, and until it is known.
 */
export function useMe(): User | null {
  const { api } = useServices();
  const signedIn = useCurrentUser() !== null;
  const { data } = useQuery({ ...meQuery(api), enabled: signedIn });
  return signedIn ? (data ?? null) : null;
}

/**
 * The name the signed-in user is shown by, wherever the product names them to themselves (the top bar, the
 * overview's greeting): the nickname the server reports (product §3.11), else the token's name. Null for guests.
 */
export function useDisplayName(): string | null {
  const user = useCurrentUser();
  const me = useMe();
  return user && (me?.nickname ?? user.name);
}
