import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@pastexam/api-contract/locales';
import { messages as zhTw } from './compiled/zh-TW.ts';
import type { MessageId } from './messages.zh-TW.ts';

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number>;

/** Gives a message of one language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

const runtimeOf = (locale: Locale, messages: Messages): I18n =>
  setupI18n({ locale, messages: { [locale]: messages } });

const defaultRuntime = runtimeOf(DEFAULT_LOCALE, zhTw);

/**
 * One Lingui runtime per loaded language, so a page drawn in one language never depends on which was
 * activated last. zh-TW comes with the first page; English is its own chunk, fetched only when chosen.
 */
const runtimes = new Map<Locale, I18n>([[DEFAULT_LOCALE, defaultRuntime]]);

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-TW': async () => ({ messages: zhTw }),
  en: () => import('./compiled/en.ts'),
};

/** Fetches a language's catalogue unless it is here already. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (runtimes.has(locale)) return;
  const { messages } = await loaders[locale]();
  runtimes.set(locale, runtimeOf(locale, messages));
}

/** Whether a language's catalogue is here, so it can be drawn at once. */
export function isLocaleLoaded(locale: Locale): boolean {
  return runtimes.has(locale);
}

/** The messages of a language; zh-TW's while its catalogue has not been loaded. */
export function translator(locale: Locale): Translate {
  const runtime = runtimes.get(locale) ?? defaultRuntime;
  return (id, values) => runtime._(id, values);
}
