export {
  type Catalogue,
  defineCatalogue,
  isCatalogueLoaded,
  isLocaleLoaded,
  loadCatalogue,
  loadLocale,
  type MessageValues,
  type Translate,
  translator,
  translatorFor,
} from './i18n.ts';
export { labelsFor, useLabels } from './labels.ts';
export { LocaleProvider, type LocaleProviderProps, useLocale, useT } from './locale-provider.tsx';
export type { MessageId } from './messages.zh-TW.ts';
