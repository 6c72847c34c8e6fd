import type { Messages } from '@lingui/core';
import type { Locale } from '@pastexam/api-contract/locales';

/** One compiled message: its text, or its parts as `@lingui/message-utils` compiles ICU MessageFormat. */
export type CompiledMessage = Messages[string];

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number>;

const OCTOTHORPE = '#';
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function rulesOf(locale: Locale, type: 'cardinal' | 'ordinal'): Intl.PluralRules {
  const key = `${locale}/${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules;
}

function numberOf(locale: Locale, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * A compiled message with its placeholders filled, as Lingui's runtime fills them: a plain `{name}` takes the value
 * as it is; `plural` and `selectordinal` pick the case of the language's rules (an exact `=n` first) and write `#`
 * as the number in the language's digits; `select` picks by the value, else `other`; a missing value is left out.
 * The formats this product's messages do not use (number, date and time styles) are not read.
 */
export function interpolate(message: CompiledMessage, values: MessageValues, locale: Locale): string {
  const render = (parts: CompiledMessage, count: number | null): string => {
    if (!Array.isArray(parts)) return String(parts);
    let text = '';
    for (const part of parts) {
      if (typeof part === 'string') {
        text += part === OCTOTHORPE && count !== null ? numberOf(locale, count) : part;
        continue;
      }
      const [name, type, cases] = part;
      const value = values[name];
      if (value === undefined) continue;
      if ((type === 'plural' || type === 'selectordinal') && typeof cases === 'object' && cases !== null) {
        const { offset = 0, ...rules } = cases as Record<string, CompiledMessage> & { offset?: number };
        const number = Number(value);
        const rule = rulesOf(locale, type === 'plural' ? 'cardinal' : 'ordinal').select(number - offset);
        const chosen = rules[String(number)] ?? rules[rule] ?? rules.other;
        if (chosen !== undefined) text += render(chosen, number - offset);
      } else if (type === 'select' && typeof cases === 'object' && cases !== null) {
        const rules = cases as Record<string, CompiledMessage>;
        const chosen = rules[String(value)] ?? rules.other;
        if (chosen !== undefined) text += render(chosen, count);
      } else {
        text += String(value);
      }
    }
    return text;
  };
  return render(message, null);
}
