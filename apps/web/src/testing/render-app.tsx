import { storageKeys } from '@pastexam/api-contract/browser-storage';
import type { Locale } from '@pastexam/api-contract/locales';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../app/app.tsx';
import { createAppRouter } from '../app/router.tsx';
import { createApiClient } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createAuthStore } from '../lib/session.ts';

/**
 * Renders the whole app (providers, router, shell) at `path` with a memory history. Start a test server first:
 * the app's relative `/api` base then reaches it. In another `locale`, await `loadLocale(locale)` first, as the
 * app's start does before its first page.
 */
export function renderApp(path: string, { token, locale }: { token?: string; locale?: Locale } = {}) {
  if (token) sessionStorage.setItem(storageKeys.authToken, token);
  const auth = createAuthStore(sessionStorage);
  const api = createApiClient({ prefix: '/api', auth });
  const history = createMemoryHistory({ initialEntries: [path] });
  const queryClient = createQueryClient(auth);
  const router = createAppRouter({ auth, api, queryClient, history });
  const view = render(<App services={{ api, auth, queryClient }} router={router} locale={locale} />);
  return { ...view, router, history, auth, api, queryClient, pathname: () => router.state.location.pathname };
}
