import type { Decorator } from '@storybook/react-vite';
import { UiProvider, type UiProviderProps } from '../src/theme/ui-provider.tsx';

/** Wraps every story in the provider the web app uses; tests pass 'test' for Mantine's test mode. */
export function withUiProvider(env: UiProviderProps['env'] = 'default'): Decorator {
  return (Story) => (
    <UiProvider env={env}>
      <Story />
    </UiProvider>
  );
}
