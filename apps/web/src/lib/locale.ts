import { htmlLangs, isLocale, type Locale, localeFromLanguages } from '@pastexam/api-contract/locales';
import { storageKeys } from '@pastexam/api-contract/storage-keys';
import { type MessageId, translator } from '@pastexam/ui/i18n';

// The interface language on this device (product §2.12). Read on the first page, so with the contract's zod-free
// guard, as the theme is: zod comes only with a signed-in user's code.

/** The language this device chose before, or null when it never chose (or what it kept is not a language). */
export function savedLocale(storage: Storage): Locale | null {
  try {
    const value = storage.getItem(storageKeys.locale);
    return isLocale(value) ? value : null;
  } catch {
    // Storage refused (a privacy mode): nothing was chosen here.
    return null;
  }
}

/** Keeps the language chosen here, for the next visit. */
export function saveLocale(storage: Storage, locale: Locale): void {
  try {
    storage.setItem(storageKeys.locale, locale);
  } catch {
    // Storage refused: the choice lasts for this visit only.
  }
}

/** The language to start in: the one chosen here before, else the browser's (zh-TW when it says nothing). */
export function startLocale(storage: Storage, languages: readonly string[]): Locale {
  return savedLocale(storage) ?? localeFromLanguages(languages);
}

/** Makes the page's `lang` follow the language, for screen readers, hyphenation and fonts. */
export function applyHtmlLang(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = htmlLangs[locale];
}

// The language the interface is drawn in, for the code outside React that speaks to the user or the server (the
// HTTP client's Accept-Language and its messages for a call that got no answer). The app sets it with each switch.
let shown: Locale = 'zh-TW';

/** Records the language the interface is now drawn in (its core catalogue loaded). */
export function showingLocale(locale: Locale): void {
  shown = locale;
}

/** The language the interface is drawn in. */
export const shownLocale = (): Locale => shown;

/** A core message in the language the interface is drawn in, for code outside React. */
export const shownText = (id: MessageId): string => translator(shown)(id);
