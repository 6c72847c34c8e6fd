import type { Locale } from '@pastexam/api-contract/locales';
import { createThemePreferenceManager, UiProvider } from '@pastexam/ui/theme';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, useEffect, useLayoutEffect, useState } from 'react';
import { replayEarlyTaps } from '../lib/early-taps.ts';
import { type Services, ServicesProvider } from '../lib/services.tsx';
import { AppLocaleProvider } from './locale-state.tsx';
import type { AppRouter } from './router.tsx';

type AppProps = {
  /** The HTTP client and the auth store. */
  services: Services;
  /** The router built on the same auth store. */
  router: AppRouter;
  /** The language to start in, its catalogue loaded already. Default zh-TW. */
  locale?: Locale;
};

export function App({ services, router, locale = 'zh-TW' }: AppProps) {
  const [colorSchemeManager] = useState(createThemePreferenceManager);
  return (
    <AppLocaleProvider initial={locale}>
      <UiProvider colorSchemeManager={colorSchemeManager}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </UiProvider>
    </AppLocaleProvider>
  );
}

/**
 * Ends the first view (see first-view/theme-init.js) as React commits its first page: the skeleton gives way, and
 * the taps held before the app ran (first-view/early-taps.js) reach the buttons React now handles.
 */
function FirstViewEnds({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    delete document.documentElement.dataset.firstView;
  }, []);
  useEffect(replayEarlyTaps, []);
  return children;
}

/** The whole tree, as the browser starts it (main.tsx) and as the build prerenders it (prerender.tsx). */
export function AppRoot(props: AppProps) {
  return (
    <StrictMode>
      <FirstViewEnds>
        <App {...props} />
      </FirstViewEnds>
    </StrictMode>
  );
}
