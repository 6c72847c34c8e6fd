import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../app/app-shell.tsx';
import { NotFoundPage } from '../app/not-found-page.tsx';
import { RouteErrorPage } from '../app/route-error-page.tsx';
import { ShellStateProvider } from '../app/shell-state.tsx';
import type { ApiClient } from '../lib/api-client.ts';
import type { AuthStore } from '../lib/session.ts';

/** What every route's guard and loader can reach: the session, the typed caller and the query cache. */
export type RouterContext = { auth: AuthStore; api: ApiClient; queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs on start-up and before every navigation: an expired token is dropped here, so every guard below
  // sees the same answer (product §2.2, §3.6).
  // The token decoder is fetched here when a token is stored (never for a guest).
  beforeLoad: async ({ context }) => {
    await context.auth.ready();
    return { user: context.auth.revalidate() };
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  return (
    <ShellStateProvider>
      <AppShell />
    </ShellStateProvider>
  );
}
