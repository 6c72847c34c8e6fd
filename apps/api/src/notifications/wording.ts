import { DEFAULT_LOCALE, type Locale, locales } from '@pastexam/api-contract';
import { type Labels, zhTwLabels } from '@pastexam/api-contract/labels';
import { enLabels } from '@pastexam/api-contract/labels.en';

/**
 * What a notification says, in each interface language (product §2.12): every recipient reads it in the
 * language they saved. A plain string is content (a user's comment, an announcement's title), the same for all.
 */
export type Worded = string | Readonly<Record<Locale, string>>;

/** The words of each language, made by one function of the language. */
export const wordedBy = (words: (locale: Locale) => string): Record<Locale, string> => ({
  'zh-TW': words('zh-TW'),
  en: words('en'),
});

/**
 * A notice's words in each language, from an area's wording of every language (`{ 'zh-TW': …, en: … }`, one
 * place per area) and how the notice picks its sentence from it.
 */
export const say = <Wording>(
  wording: Readonly<Record<Locale, Wording>>,
  words: (wording: Wording, locale: Locale) => string,
): Record<Locale, string> => wordedBy((locale) => words(wording[locale], locale));

/** Each language's labels of the closed sets (notification kinds, report outcomes…). */
export const labelsIn = (locale: Locale): Labels => (locale === 'en' ? enLabels : zhTwLabels);

/** An academic year as the interface says it: `113 學年度`, `AY 2024–25 (113)`. */
export function academicYearIn(locale: Locale, rocYear: number): string {
  if (locale === 'zh-TW') return `${rocYear} 學年度`;
  const start = rocYear + 1911;
  return `AY ${start}–${String(start + 1).slice(-2)} (${rocYear})`;
}

/** An exam as notices name it: `113 學年度 期中考`, `AY 2024–25 (113) 期中考` (its name as written). */
export const examIn = (locale: Locale, exam: { academicYear: number; name: string }): string =>
  `${academicYearIn(locale, exam.academicYear)} ${exam.name}`;

/** The languages other than the default, each of which a statement picks by the recipient's saved one. */
export const otherLocales = locales.filter((locale) => locale !== DEFAULT_LOCALE);
