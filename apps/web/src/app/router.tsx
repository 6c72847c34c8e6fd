import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ApiClient } from '../lib/api-client.ts';
import type { AuthStore } from '../lib/session.ts';
import { routeTree } from '../routeTree.gen.ts';

/** The app's router; tests pass a memory history. */
export function createAppRouter({
  auth,
  api,
  queryClient,
  history,
}: {
  auth: AuthStore;
  api: ApiClient;
  queryClient: QueryClient;
  history?: RouterHistory;
}) {
  return createRouter({
    routeTree,
    context: { auth, api, queryClient },
    ...(history ? { history } : {}),
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
