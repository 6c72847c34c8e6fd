import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ApiClient } from '../lib/api-client.ts';
import type { AuthStore } from '../lib/session.ts';
import { routeTree } from '../routeTree.gen.ts';

/** The app's router; tests and the build's prerender pass a memory history. */
export function createAppRouter({
  auth,
  api,
  queryClient,
  history,
  prerender = false,
}: {
  auth: AuthStore;
  api: ApiClient;
  queryClient: QueryClient;
  history?: RouterHistory;
  /**
   * Rendering the page to HTML at build time: the router draws it as on a server, without what only a
   * browser has (scroll restoration). Default false.
   */
  prerender?: boolean;
}) {
  return createRouter({
    routeTree,
    context: { auth, api, queryClient },
    ...(history ? { history } : {}),
    scrollRestoration: !prerender,
    ...(prerender ? { isServer: true } : {}),
  });
}

/**
 * Readies the router to hydrate a page the build prerendered: it then draws its matches as it did on the
 * server (without the suspense boundary it otherwise puts around them), so the first render is the markup.
 */
export function prepareHydration(router: AppRouter): void {
  router.ssr = { manifest: undefined };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
