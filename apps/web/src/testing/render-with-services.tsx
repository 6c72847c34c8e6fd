import type { Locale } from '@pastexam/api-contract/locales';
import { storageKeys } from '@pastexam/api-contract/storage-keys';
import { LocaleProvider, loadLocale } from '@pastexam/ui/i18n';
import { UiProvider } from '@pastexam/ui/theme';
import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { createApiClient } from '../lib/api-client.ts';
import { showingLocale } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ServicesProvider } from '../lib/services.tsx';
import { createAuthStore } from '../lib/session.ts';
import { claimsFor, makeToken } from './tokens.ts';

/**
 * Renders a manage component as the app would (UI provider in its test mode, real HTTP client, its own query
 * cache) for a user signed in with these claims. Start a test server first: the client's relative `/api` base
 * then reaches it, and it answers GET /users/me for the permissions. Resolves once the session is readable, as
 * the app's root route waits for it before the first page. In another `locale` the core's words are loaded first;
 * load an area's before rendering (a screen that suspends for them inside the test's act is not drawn again).
 */
export async function renderSignedIn(
  ui: ReactElement,
  user: { uid: number; is_admin: boolean },
  { locale = 'zh-TW' }: { locale?: Locale } = {},
) {
  sessionStorage.setItem(storageKeys.authToken, makeToken(claimsFor(user)));
  const auth = createAuthStore(sessionStorage);
  await Promise.all([auth.ready(), loadLocale(locale)]);
  // As the app's language state does: the code outside React (the HTTP client, a failed sign-out) speaks it too.
  showingLocale(locale);
  const api = createApiClient({ prefix: '/api', auth });
  const queryClient = createQueryClient(auth);
  const tree = (
    <LocaleProvider locale={locale}>
      <Suspense fallback={null}>
        <UiProvider env="test">
          <ServicesProvider services={{ api, auth, queryClient }}>{ui}</ServicesProvider>
        </UiProvider>
      </Suspense>
    </LocaleProvider>
  );
  return render(tree);
}
