import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Locale, locales } from '@pastexam/api-contract/locales';
import { messagesEn } from './messages.en.ts';
import { messagesZhTw } from './messages.zh-TW.ts';

/** One catalogue's sources, by language: the core's, or an area's (`messages/<area>.<locale>.ts`). */
export type SourceCatalogue = { name: string; messages: Record<Locale, Record<string, string>> };

/** An area's catalogue name as its export is named: `answer-flags` → `answerFlagsMessages`. */
export const exportName = (name: string) =>
  `${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Messages`;

const areaDirectory = join(import.meta.dirname, 'messages');

/** Every catalogue's sources: the core's, then each area's, by name. */
export async function sourceCatalogues(): Promise<SourceCatalogue[]> {
  const names = readdirSync(areaDirectory)
    .filter((file) => file.endsWith('.zh-TW.ts'))
    .map((file) => file.slice(0, -'.zh-TW.ts'.length))
    .sort();
  const areas = await Promise.all(
    names.map(async (name) => {
      const entries = await Promise.all(
        locales.map(async (locale) => {
          const module: { messages: Record<string, string> } = await import(
            join(areaDirectory, `${name}.${locale}.ts`)
          );
          return [locale, module.messages] as const;
        }),
      );
      return { name, messages: Object.fromEntries(entries) as Record<Locale, Record<string, string>> };
    }),
  );
  return [{ name: 'core', messages: { 'zh-TW': messagesZhTw, en: messagesEn } }, ...areas];
}

/** Where a catalogue's compiled messages in one language are written, from the package's root. */
export const compiledPath = (name: string, locale: Locale) =>
  name === 'core' ? `src/i18n/compiled/${locale}.ts` : `src/i18n/compiled/${name}.${locale}.ts`;

/** An area catalogue's descriptor (zh-TW in its chunk, English fetched when chosen), from the package's root. */
export const descriptorPath = (name: string) => `src/i18n/compiled/${name}.catalogue.ts`;

/** A language's messages, each ICU message parsed into Lingui's compiled form. */
export function compiledCatalogue(messages: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));
}

/**
 * The compiled messages of a catalogue in one language as a module: each ICU message parsed ahead of time into
 * Lingui's compiled form, so the browser never needs the message parser.
 */
export function compiledModule(catalogue: SourceCatalogue, locale: Locale): string {
  const source =
    catalogue.name === 'core' ? `messages.${locale}.ts` : `messages/${catalogue.name}.${locale}.ts`;
  return [
    `// Written by \`pnpm run i18n:compile\` from ${source}: do not edit.`,
    "import type { Messages } from '@lingui/core';",
    '',
    `export const messages: Messages = ${JSON.stringify(compiledCatalogue(catalogue.messages[locale]), null, 2)};`,
    '',
  ].join('\n');
}

/** An area catalogue's descriptor module: what its components pass to `useT`. */
export function descriptorModule(name: string): string {
  return [
    `// Written by \`pnpm run i18n:compile\` for messages/${name}.*.ts: do not edit.`,
    "import { defineCatalogue } from '../i18n.ts';",
    `import type { MessageId } from '../messages/${name}.zh-TW.ts';`,
    `import { messages } from './${name}.zh-TW.ts';`,
    '',
    `export const ${exportName(name)} = defineCatalogue<MessageId>('${name}', messages, () => import('./${name}.en.ts'));`,
    '',
  ].join('\n');
}

/** Every area catalogue, for Storybook and tests to fetch a language's all at once (the app fetches each as drawn). */
export function cataloguesModule(names: readonly string[]): string {
  return [
    '// Written by `pnpm run i18n:compile`: do not edit.',
    "import type { Catalogue } from '../i18n.ts';",
    ...names.map((name) => `import { ${exportName(name)} } from './${name}.catalogue.ts';`),
    '',
    `export const areaCatalogues: Catalogue<string>[] = [${names.map(exportName).join(', ')}];`,
    '',
  ].join('\n');
}
