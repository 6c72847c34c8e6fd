import { isLocale } from '@pastexam/api-contract/locales';
import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { areaCatalogues } from '../src/i18n/compiled/catalogues.ts';
import { loadCatalogue, loadLocale } from '../src/i18n/i18n.ts';
import { atViewport, viewports } from './viewports.ts';
import { withUiProvider } from './with-ui-provider.tsx';

const preview: Preview = {
  // Stories are reviewed at desktop width unless they pin the phone's (`globals: atViewport('phone')`), in
  // zh-TW unless the toolbar (or a story's `globals: { locale: 'en' }`) asks for English.
  initialGlobals: { ...atViewport('desktop'), locale: 'zh-TW' },
  globalTypes: {
    locale: {
      description: '介面語言 / Interface language',
      toolbar: {
        title: '語言 / Language',
        icon: 'globe',
        items: [
          { value: 'zh-TW', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The chosen language's catalogues, fetched before the story draws (in the app each area's English is its own
  // chunk, fetched as the area is drawn).
  loaders: [
    async ({ globals }) => {
      const chosen: unknown = globals.locale;
      if (isLocale(chosen))
        await Promise.all([
          loadLocale(chosen),
          ...areaCatalogues.map((catalogue) => loadCatalogue(catalogue, chosen)),
        ]);
      return {};
    },
  ],
  decorators: [withUiProvider()],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
  },
};

export default preview;
