import { type Labels, zhTwLabels } from '@pastexam/api-contract/labels';
import type { Locale } from '@pastexam/api-contract/locales';

// The contract's labels of closed sets (exam types, course categories, report reasons…) in the interface's
// language. zh-TW's come with the contract; English's are a module of their own, fetched with the core's English
// catalogue (i18n.ts), so a page shown in English has them before it is drawn.

let english: Labels | null = null;

/** Fetches the English labels unless they are here already. */
export async function loadEnglishLabels(): Promise<void> {
  english ??= (await import('@pastexam/api-contract/labels.en')).enLabels;
}

/** The labels of a language; zh-TW's while English's have not arrived. */
export function labelsFor(locale: Locale): Labels {
  return locale === 'en' && english !== null ? english : zhTwLabels;
}
