// The messages are filled here without Lingui's runtime (2 kB on every page): each message of every catalogue, in
// both languages, comes out exactly as Lingui's own runtime writes it, for counts of 0, 1, 2 and 1,234.
import { setupI18n } from '@lingui/core';
import { locales } from '@pastexam/api-contract/locales';
import { describe, expect, it } from 'vitest';
import { compiledCatalogue, sourceCatalogues } from './compile.ts';
import { type CompiledMessage, interpolate, type MessageValues } from './interpolate.ts';

/** Every placeholder a compiled message names, with whether it is counted (plural or ordinal). */
function placeholders(message: CompiledMessage, found = new Map<string, boolean>()): Map<string, boolean> {
  if (!Array.isArray(message)) return found;
  for (const part of message) {
    if (typeof part === 'string') continue;
    const [name, type, cases] = part;
    found.set(name, found.get(name) === true || type === 'plural' || type === 'selectordinal');
    if (typeof cases === 'object' && cases !== null)
      for (const inner of Object.values(cases)) placeholders(inner as CompiledMessage, found);
  }
  return found;
}

const catalogues = await sourceCatalogues();

describe.each(locales)('filling the %s messages', (locale) => {
  it.each([0, 1, 2, 1234])('writes each as Lingui does, with a count of %d', (count) => {
    for (const catalogue of catalogues) {
      const compiled = compiledCatalogue(catalogue.messages[locale]);
      const lingui = setupI18n({ locale, messages: { [locale]: compiled } });
      for (const [id, message] of Object.entries(compiled)) {
        const values: MessageValues = {};
        for (const [name, counted] of placeholders(message)) values[name] = counted ? count : `«${name}»`;
        expect(interpolate(message, values, locale), id).toBe(lingui._(id, values));
      }
    }
  });

  it('leaves out a placeholder given no value, as Lingui does', () => {
    const message: CompiledMessage = ['a ', ['name'], ' b'];
    expect(interpolate(message, {}, locale)).toBe('a  b');
  });
});
