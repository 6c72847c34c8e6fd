import { DEFAULT_LOCALE, type Locale } from '@pastexam/api-contract/locales';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Translate, translator } from './i18n.ts';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export interface LocaleProviderProps {
  /** The active language: its catalogue must already be loaded (`loadLocale`). Required, no default. */
  locale: Locale;
  /** What speaks it. Required, no default. */
  children: ReactNode;
}

/** Gives the components below the active language; without one they speak zh-TW. */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The active language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The messages of the active language; the component draws again when the language changes. */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
}
