import { DEFAULT_LOCALE, type Locale, locales } from '@pastexam/api-contract';
import { type Labels, zhTwAcademicYear, zhTwLabels } from '@pastexam/api-contract/labels';
import { enLabels } from '@pastexam/api-contract/labels.en';
import { z } from 'zod';

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
  if (locale === 'zh-TW') return zhTwAcademicYear(rocYear);
  const start = rocYear + 1911;
  return `AY ${start}–${String(start + 1).slice(-2)} (${rocYear})`;
}

/** An exam as notices name it: `113 學年度 期中考`, `AY 2024–25 (113) 期中考` (its name as written). */
export const examIn = (locale: Locale, exam: { academicYear: number; name: string }): string =>
  `${academicYearIn(locale, exam.academicYear)} ${exam.name}`;

/** The languages other than the default, each of which a statement picks by the recipient's saved one. */
export const otherLocales = locales.filter((locale) => locale !== DEFAULT_LOCALE);

/** A notification's title and body in one language. */
export type NoticeWords = { title: string; body: string | null };

/**
 * How a notification's words are stored (product §2.12): zh-TW's in its title and body, and each other
 * language's beside them (`notifications.words`, `{ en: { title, body } }`), so it is read in whatever language
 * its reader has chosen by then, not the one they had when it was made. Null when it is content throughout.
 */
export const storedWordsSchema = z
  .partialRecord(z.enum(locales), z.object({ title: z.string(), body: z.string().nullable() }))
  .nullable();
export type StoredWords = z.infer<typeof storedWordsSchema>;

const inLocale = (text: Worded, locale: Locale): string => (typeof text === 'string' ? text : text[locale]);

/** A notice's words as they are stored: zh-TW's in the columns, the other languages' in `words`. */
export function storedWords(title: Worded, body: Worded | null): NoticeWords & { words: StoredWords } {
  const wordsOf = (locale: Locale): NoticeWords => ({
    title: inLocale(title, locale),
    body: body === null ? null : inLocale(body, locale),
  });
  const content = typeof title === 'string' && (body === null || typeof body === 'string');
  return {
    ...wordsOf(DEFAULT_LOCALE),
    words: content ? null : Object.fromEntries(otherLocales.map((locale) => [locale, wordsOf(locale)])),
  };
}

/** A stored notification's words in `locale`: that language's when it has them, else those it was made with. */
export function wordsIn(row: NoticeWords & { words: unknown }, locale: Locale): NoticeWords {
  const stored = storedWordsSchema.safeParse(row.words);
  const other = stored.success ? stored.data?.[locale] : undefined;
  return other ?? { title: row.title, body: row.body };
}
