import { join } from 'node:path';
import { locales } from '@pastexam/api-contract/locales';
import { describe, expect, it } from 'vitest';
import {
  compiledCatalogue,
  compiledPath,
  descriptorPath,
  exportName,
  type SourceCatalogue,
  sourceCatalogues,
} from './compile.ts';
import type { Catalogue } from './i18n.ts';

const HAN = /\p{Script=Han}/u;
const root = join(import.meta.dirname, '..', '..');
const catalogues: SourceCatalogue[] = await sourceCatalogues();

describe.each(catalogues.map((catalogue) => [catalogue.name, catalogue] as const))(
  'the %s catalogue',
  (name, catalogue) => {
    const { 'zh-TW': zhTw, en } = catalogue.messages;

    it('holds the same messages in every language, each id under its area', () => {
      expect(Object.keys(en).sort()).toEqual(Object.keys(zhTw).sort());
      for (const [id, message] of Object.entries(en)) expect(message.trim(), id).not.toBe('');
      if (name !== 'core')
        for (const id of Object.keys(zhTw)) expect(id.startsWith(`${name}.`), id).toBe(true);
    });

    it('has English without Chinese, except where a message names Chinese itself', () => {
      const chineseOnPurpose = new Set(['language.switchTo']);
      for (const [id, message] of Object.entries(en)) {
        if (!chineseOnPurpose.has(id)) expect(HAN.test(message), `${id}: ${message}`).toBe(false);
      }
    });

    it.each(locales)(
      'is compiled as its sources say (%s): run `pnpm run i18n:compile` after a change',
      async (locale) => {
        const compiled: { messages: unknown } = await import(join(root, compiledPath(name, locale)));
        expect(compiled.messages).toEqual(compiledCatalogue(catalogue.messages[locale]));
      },
    );

    if (name !== 'core')
      it('has its descriptor, named for it', async () => {
        const module: Record<string, Catalogue<string>> = await import(join(root, descriptorPath(name)));
        expect(module[exportName(name)]?.name).toBe(name);
      });
  },
);
