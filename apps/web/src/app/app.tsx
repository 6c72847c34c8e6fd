import { createThemePreferenceManager, UiProvider } from '@pastexam/ui/theme';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
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
