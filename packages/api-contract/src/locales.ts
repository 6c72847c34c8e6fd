/**
 * The languages of the interface (product §2.12): zh-TW, the default and the source of every message, and
 * English. No zod here: the first page reads these before anything else is loaded; the schemas are in
 * `browser-storage.ts` and `schemas/user.ts`.
 */
export const locales = ['zh-TW', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The language when nothing chose another: the one every message is first written in. */
export const DEFAULT_LOCALE: Locale = 'zh-TW';

/** Each language's value of the HTML `lang` attribute. */
export const htmlLangs: Record<Locale, string> = { 'zh-TW': 'zh-Hant-TW', en: 'en' };

export function isLocale(value: unknown): value is Locale {
  return locales.some((locale) => locale === value);
}

/**
 * The language a browser's preferences ask for, in its order: the first that is Chinese (any `zh…`) gives
 * zh-TW, the first that is English gives en; a browser asking only for other languages (French, Japanese…)
 * gets English, which more of their readers can read than Chinese; no preference at all keeps zh-TW.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.trim().toLowerCase().split('-')[0];
    if (primary === 'zh') return 'zh-TW';
    if (primary === 'en') return 'en';
  }
  return languages.some((language) => language.trim() !== '' && language.trim() !== '*')
    ? 'en'
    : DEFAULT_LOCALE;
}

const LANGUAGE_TAG = /^(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)$/;

/** The languages of an Accept-Language header, most wanted first (weights `q=0` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => LANGUAGE_TAG.test(tag) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The web build's landing page prerendered in English, beside `index.html` (zh-TW): the server sends it to a
 * browser asking for English.
 */
export const ENGLISH_INDEX_HTML = 'index.en.html';

/** The `<html>` attribute naming the language of a prerendered landing page's markup (absent: zh-TW). */
export const landingLocaleAttribute = 'data-landing-locale';
