import type { RouterHistory } from '@tanstack/react-router';
import { createApiClient } from '../lib/api-client.ts';
import { getEnv } from '../lib/env.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { Services } from '../lib/services.tsx';
import { createAuthStore } from '../lib/session.ts';
import { type AppRouter, createAppRouter } from './router.tsx';

/**
 * The app's collaborators and its router, as the browser starts them (`main.tsx`) and as the build renders the
 * guest's landing page (`prerender.tsx`), so both draw the same page.
 */
export function createApp({
  storage,
  history,
  prerender = false,
}: {
  /** Where the session is kept: the browser's sessionStorage, or an empty one for the prerender. */
  storage: Storage;
  /** Default: the browser's history. */
  history?: RouterHistory;
  /** Rendering the page to HTML at build time (see `createAppRouter`). Default false. */
  prerender?: boolean;
}): { services: Services; router: AppRouter } {
  const auth = createAuthStore(storage);
  const api = createApiClient({ prefix: getEnv().apiBase, auth });
  const queryClient = createQueryClient(auth);
  const router = createAppRouter({ auth, api, queryClient, ...(history ? { history } : {}), prerender });
  return { services: { api, auth, queryClient }, router };
}

/** The route id of the guest's landing page, the one page the build prerenders. */
export const LANDING_ROUTE_ID = '/_guest/';
