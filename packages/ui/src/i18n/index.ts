export { isLocaleLoaded, loadLocale, type MessageValues, type Translate, translator } from './i18n.ts';
export { LocaleProvider, type LocaleProviderProps, useLocale, useT } from './locale-provider.tsx';
export type { MessageId } from './messages.zh-TW.ts';
