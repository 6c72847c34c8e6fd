import type { Locale } from '@pastexam/api-contract/locales';
import { LocaleProvider, loadLocale, translator } from '@pastexam/ui/i18n';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { applyHtmlLang, showingLocale } from '../lib/locale.ts';

/** Draws the interface in a language, once its catalogue is here. */
type ShowLocale = (locale: Locale) => Promise<void>;

const ShowLocaleContext = createContext<ShowLocale>(async () => {});

/** The interface language of the app: `initial` (its catalogue loaded already) until another is shown. */
export function AppLocaleProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState(() => {
    showingLocale(initial);
    return initial;
  });
  const show = useCallback<ShowLocale>(async (next) => {
    await loadLocale(next);
    showingLocale(next);
    setLocale(next);
    applyHtmlLang(next);
  }, []);
  // The tab's title is the product's name in the language shown.
  useEffect(() => {
    document.title = translator(locale)('topBar.title');
  }, [locale]);
  return (
    <ShowLocaleContext.Provider value={show}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </ShowLocaleContext.Provider>
  );
}

/** Shows the interface in another language (fetching its catalogue first); keeping the choice is the caller's. */
export function useShowLocale(): ShowLocale {
  return useContext(ShowLocaleContext);
}
