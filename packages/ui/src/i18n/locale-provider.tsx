import type { Labels } from '@pastexam/api-contract/labels';
import { DEFAULT_LOCALE, type Locale } from '@pastexam/api-contract/locales';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  type Catalogue,
  coreCatalogue,
  isCatalogueLoaded,
  loadCatalogue,
  type Translate,
  translatorFor,
} from './i18n.ts';
import { labelsFor } from './labels.ts';
import type { MessageId } from './messages.zh-TW.ts';

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

/** The contract's labels of closed sets (exam types, categories, reasons…) in the active language. */
export function useLabels(): Labels {
  return labelsFor(useLocale());
}

/** The active language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The messages of the active language, the core's or an area's catalogue's; the component draws again when the
 * language changes. While an area's English is on its way the component suspends (its Suspense boundary waits).
 */
export function useT(): Translate<MessageId>;
export function useT<Id extends string>(catalogue: Catalogue<Id>): Translate<Id>;
export function useT(catalogue: Catalogue<string> = coreCatalogue): Translate<string> {
  const locale = useLocale();
  // Suspends by throwing the catalogue's promise, as Suspense libraries do, rather than with a conditional use():
  // a component drawn again once its catalogue arrived then asks React for nothing it asked before.
  if (!isCatalogueLoaded(catalogue, locale)) throw loadCatalogue(catalogue, locale);
  return useMemo(() => translatorFor(catalogue, locale), [catalogue, locale]);
}
