import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../app/app-shell.tsx';
import { NotFoundPage } from '../app/not-found-page.tsx';
import { ShellStateProvider } from '../app/shell-state.tsx';
import type { AuthStore } from '../lib/session.ts';

export type RouterContext = { auth: AuthStore };

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs on start-up and before every navigation: an expired token is dropped here, so every guard below
  // sees the same answer (product §2.2, §3.6).
  beforeLoad: ({ context }) => ({ user: context.auth.revalidate() }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <ShellStateProvider>
      <AppShell />
    </ShellStateProvider>
  );
}
