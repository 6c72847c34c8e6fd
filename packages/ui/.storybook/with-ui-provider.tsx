import { isLocale } from '@pastexam/api-contract/locales';
import type { Decorator } from '@storybook/react-vite';
import { LocaleProvider } from '../src/i18n/locale-provider.tsx';
import { UiProvider, type UiProviderProps } from '../src/theme/ui-provider.tsx';

/**
 * Wraps every story in the providers the web app uses, in the language of the toolbar's switch (zh-TW unless
 * chosen; its catalogue is loaded by the preview's loader); tests pass 'test' for Mantine's test mode.
 */
export function withUiProvider(env: UiProviderProps['env'] = 'default'): Decorator {
  return (Story, context) => {
    const chosen: unknown = context.globals.locale;
    return (
      <LocaleProvider locale={isLocale(chosen) ? chosen : 'zh-TW'}>
        <UiProvider env={env}>
          <Story />
        </UiProvider>
      </LocaleProvider>
    );
  };
}
