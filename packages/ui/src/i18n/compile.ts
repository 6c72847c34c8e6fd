import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@pastexam/api-contract/locales';
import { messagesEn } from './messages.en.ts';
import { messagesZhTw } from './messages.zh-TW.ts';

/** The source catalogues, by language. */
export const sourceCatalogues: Record<Locale, Record<string, string>> = {
  'zh-TW': messagesZhTw,
  en: messagesEn,
};

/** Where each language's compiled catalogue is written, from the package's root. */
export const compiledPaths: Record<Locale, string> = {
  'zh-TW': 'src/i18n/compiled/zh-TW.ts',
  en: 'src/i18n/compiled/en.ts',
};

/** A language's messages, each ICU message parsed into Lingui's compiled form. */
export function compiledCatalogue(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(sourceCatalogues[locale]).map(([id, message]) => [id, compileMessage(message)]),
  );
}

/**
 * The compiled catalogue of a language as a module: each ICU message parsed ahead of time into Lingui's
 * compiled form, so the browser never needs the message parser.
 */
export function compiledModule(locale: Locale): string {
  return [
    `// Written by \`pnpm run i18n:compile\` from messages.${locale}.ts: do not edit.`,
    "import type { Messages } from '@lingui/core';",
    '',
    `export const messages: Messages = ${JSON.stringify(compiledCatalogue(locale), null, 2)};`,
    '',
  ].join('\n');
}
