import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from './api-client.ts';
import type { AuthStore, CurrentUser } from './session.ts';

/** The app-wide collaborators, created once at start-up (or per test) and handed down instead of imported. */
export type Services = { api: ApiClient; auth: AuthStore; queryClient: QueryClient };

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesContext>
  );
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}

/**
 * The signed-in user, re-rendering when the session changes; null for guests. The store answers the same on
 * the server (the build's prerender, always a guest) as in the browser, so it serves both snapshots.
 */
export function useCurrentUser(): CurrentUser | null {
  const { auth } = useServices();
  return useSyncExternalStore(auth.subscribe, auth.getUser, auth.getUser);
}
