import type { Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@pastexam/api-contract/locales';
import { messages as zhTw } from './compiled/zh-TW.ts';
import { loadEnglishLabels } from './english-labels.ts';
import { type CompiledMessage, interpolate, type MessageValues } from './interpolate.ts';
import type { MessageId } from './messages.zh-TW.ts';

export type { MessageValues };

/** Gives a message of one language. */
export type Translate<Id extends string = MessageId> = (id: Id, values?: MessageValues) => string;

/**
 * One area's messages (`worksheets`): zh-TW, compiled, in the chunk of the components that use them, and English,
 * fetched on its own the first time it is drawn in English. `Id` is the type of its ids.
 */
export type Catalogue<Id extends string> = {
  name: string;
  zhTw: Messages;
  en: () => Promise<{ messages: Messages }>;
  /** Never set: carries the ids' type. */
  ids?: Id;
};

export function defineCatalogue<Id extends string>(
  name: string,
  zhTwMessages: Messages,
  en: () => Promise<{ messages: Messages }>,
): Catalogue<Id> {
  return { name, zhTw: zhTwMessages, en };
}

/** What every page draws (the top bar, signing in, the landing page): it comes with the app. */
export const coreCatalogue = defineCatalogue<MessageId>('core', zhTw, () =>
  // The contract's labels in English come with the core's words, in the same round trip.
  Promise.all([import('./compiled/en.ts'), loadEnglishLabels()]).then(([core]) => core),
);

/**
 * Every message of each language loaded so far, by id (ids never collide: each starts with its area), so a page
 * drawn in one language never depends on which was activated last. The messages are compiled ahead of time by
 * Lingui's compiler and filled here (interpolate.ts), without Lingui's runtime.
 */
const messagesOf = new Map<Locale, Map<string, CompiledMessage>>();
const loaded = new Map<Locale, Set<string>>();
const loading = new Map<string, Promise<void>>();

function register(locale: Locale, name: string, messages: Messages) {
  const all = messagesOf.get(locale) ?? new Map<string, CompiledMessage>();
  for (const [id, message] of Object.entries(messages)) all.set(id, message);
  messagesOf.set(locale, all);
  const names = loaded.get(locale) ?? new Set<string>();
  names.add(name);
  loaded.set(locale, names);
}

/** Whether a catalogue can be drawn in a language at once; zh-TW's always can, being in its own chunk. */
export function isCatalogueLoaded(catalogue: Catalogue<string>, locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || (loaded.get(locale)?.has(catalogue.name) ?? false);
}

/** Fetches a catalogue's messages in a language unless they are here already; the same promise while on its way. */
export function loadCatalogue(catalogue: Catalogue<string>, locale: Locale): Promise<void> {
  if (isCatalogueLoaded(catalogue, locale)) return Promise.resolve();
  const key = `${locale}/${catalogue.name}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = catalogue.en().then(({ messages }) => register(locale, catalogue.name, messages));
    // A catalogue that could not be fetched is asked for again by the next component that needs it.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** A catalogue's messages in a language; zh-TW's while that language's are not here yet. */
export function translatorFor<Id extends string>(catalogue: Catalogue<Id>, locale: Locale): Translate<Id> {
  const ready = isCatalogueLoaded(catalogue, locale) ? locale : DEFAULT_LOCALE;
  if (!loaded.get(DEFAULT_LOCALE)?.has(catalogue.name))
    register(DEFAULT_LOCALE, catalogue.name, catalogue.zhTw);
  return (id, values = {}) => {
    const message = messagesOf.get(ready)?.get(id);
    // An id no catalogue holds shows itself, as Lingui's runtime did: the type check makes it unlikely.
    return message === undefined ? id : interpolate(message, values, ready);
  };
}

/** Fetches a language's core catalogue (what every page draws) unless it is here already. */
export const loadLocale = (locale: Locale): Promise<void> => loadCatalogue(coreCatalogue, locale);

/** Whether a language's core catalogue is here, so it can be drawn at once. */
export const isLocaleLoaded = (locale: Locale): boolean => isCatalogueLoaded(coreCatalogue, locale);

/** The core messages of a language; zh-TW's while its catalogue has not been loaded. */
export const translator = (locale: Locale): Translate => translatorFor(coreCatalogue, locale);
