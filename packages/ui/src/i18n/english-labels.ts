import type { Labels } from '@pastexam/api-contract/labels';

// The contract's labels in English, a module of their own fetched with the core's English catalogue (i18n.ts), so
// a page shown in English has them before it is drawn. Apart from labels.ts, which holds zh-TW's: the first load
// fetches the core and so this loader, but draws no label, and carries none.

let english: Labels | null = null;

/** Fetches the English labels unless they are here already. */
export async function loadEnglishLabels(): Promise<void> {
  english ??= (await import('@pastexam/api-contract/labels.en')).enLabels;
}

/** The English labels once fetched; null before. */
export const englishLabels = (): Labels | null => english;
