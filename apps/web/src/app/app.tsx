import { createThemePreferenceManager, UiProvider } from '@pastexam/ui/theme';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, useEffect, useLayoutEffect, useState } from 'react';
import { replayEarlyTaps } from '../lib/early-taps.ts';
import { type Services, ServicesProvider } from '../lib/services.tsx';
import type { AppRouter } from './router.tsx';

type AppProps = {
  /** The HTTP client and the auth store. */
  services: Services;
  /** The router built on the same auth store. */
  router: AppRouter;
};

export function App({ services, router }: AppProps) {
  const [colorSchemeManager] = useState(createThemePreferenceManager);
  return (
    <UiProvider colorSchemeManager={colorSchemeManager}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </UiProvider>
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
