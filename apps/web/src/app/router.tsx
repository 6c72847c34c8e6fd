import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AuthStore } from '../lib/session.ts';
import { routeTree } from '../routeTree.gen.ts';

/** The app's router; tests pass a memory history. */
export function createAppRouter({ auth, history }: { auth: AuthStore; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    context: { auth },
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
