import { DEFAULT_LOCALE, type Locale } from '@pastexam/api-contract/locales';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';
import {
  type Catalogue,
  coreCatalogue,
  isCatalogueLoaded,
  loadCatalogue,
  type Translate,
  translatorFor,
} from './i18n.ts';
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

/**
 * A catalogue's words without waiting for them: in the active language once its catalogue is here, in zh-TW
 * until then (the catalogue is fetched and the component drawn again when it arrives). For the frames and pieces
 * other areas' screens draw (a table's footer, a text's placeholder), so such a screen never waits on this
 * catalogue. Null while `catalogue` itself is not here yet.
 */
export function useTWithoutWaiting<Id extends string>(catalogue: Catalogue<Id>): Translate<Id>;
export function useTWithoutWaiting<Id extends string>(
  catalogue: Catalogue<Id> | undefined,
): Translate<Id> | null;
export function useTWithoutWaiting<Id extends string>(
  catalogue: Catalogue<Id> | undefined,
): Translate<Id> | null {
  const locale = useLocale();
  const ready = catalogue !== undefined && isCatalogueLoaded(catalogue, locale);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (catalogue === undefined || ready) return;
    let waiting = true;
    void loadCatalogue(catalogue, locale).then(() => {
      if (waiting) arrived();
    });
    return () => {
      waiting = false;
    };
  }, [catalogue, locale, ready]);
  const shown = ready ? locale : DEFAULT_LOCALE;
  return useMemo(() => (catalogue ? translatorFor(catalogue, shown) : null), [catalogue, shown]);
}
