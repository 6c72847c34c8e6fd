import { type Labels, zhTwLabels } from '@pastexam/api-contract/labels';
import type { Locale } from '@pastexam/api-contract/locales';
import { englishLabels } from './english-labels.ts';
import { useLocale } from './locale-provider.tsx';

// The contract's labels of closed sets (exam types, course categories, report reasons…) in the interface's
// language. zh-TW's come with the contract; English's are fetched with the core's English catalogue
// (english-labels.ts). Kept apart from the translator (locale-provider.tsx) and the catalogues' loader: the
// guest's first load draws no label, so it carries none of them.

/** The labels of a language; zh-TW's while English's have not arrived. */
export function labelsFor(locale: Locale): Labels {
  return (locale === 'en' && englishLabels()) || zhTwLabels;
}

/** The contract's labels of closed sets (exam types, categories, reasons…) in the active language. */
export function useLabels(): Labels {
  return labelsFor(useLocale());
}
