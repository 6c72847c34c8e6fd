import { createFileRoute, redirect } from '@tanstack/react-router';
import { meQuery } from '../api/me-query.ts';
import { rememberReturnTo } from '../lib/return-to.ts';

/**
 * Pages for signed-in users: a guest is sent home, and signing in there leads back to the page asked for
 * (product §2.2). Before each navigation the server is asked who
 * the user is now (GET /users/me, through the query cache, never answered from it): a revoked token answers
 * 401, which ends the session, and a demoted admin loses the admin pages and buttons at once rather than when
 * the token expires.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context, location }) => {
    if (!context.user) {
      rememberReturnTo(sessionStorage, location.href);
      throw redirect({ to: '/' });
    }
    try {
      const me = await context.queryClient.fetchQuery({ ...meQuery(context.api), staleTime: 0 });
      return { user: context.user, me };
    } catch {
      // A 401 has ended the session through the client (which also empties the cache, cancelling this very
      // request): the page it asked for is not shown.
      if (context.auth.getUser() === null) throw redirect({ to: '/' });
      // The server could not say (down, unreachable): the pages open, but nothing that needs the server's word
      // that this user is an admin.
      return { user: context.user, me: null };
    }
  },
});
