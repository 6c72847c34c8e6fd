import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmProvider } from '../confirm-dialog/confirm-provider.tsx';
import { ToastArea } from '../toast/toast-area.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { createThemePreferenceManager } from './theme-preference-manager.ts';

export interface UiProviderProps {
  /** The application. Default: nothing. */
  children?: ReactNode;
  /** Where the colour scheme is kept. Default: `createThemePreferenceManager()` (localStorage `theme-preference`). */
  colorSchemeManager?: MantineColorSchemeManager;
  /** 'test' is Mantine's test mode (no transitions, no portals, no layout-based hiding) for DOM tests. Default 'default'. */
  env?: 'default' | 'test';
}

/** The theme (dark by default), the toast area at the bottom right and the app-wide confirm dialog. */
export function UiProvider({ children, colorSchemeManager, env = 'default' }: UiProviderProps) {
  const [defaultManager] = useState(createThemePreferenceManager);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="dark"
      colorSchemeManager={colorSchemeManager ?? defaultManager}
      env={env}
    >
      <ToastArea />
      <ConfirmProvider>{children}</ConfirmProvider>
    </MantineProvider>
  );
}
