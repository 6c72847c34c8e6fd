// A screen whose words have moved to its area's catalogue keeps none in its code: every Chinese string literal,
// template or JSX text in an area's components fails this test, so a new label cannot bypass the catalogues
// (and English). Comments, tests, stories and their fixtures may hold Chinese.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceCatalogues } from './compile.ts';
import { chineseLiterals, codeFiles } from './literal-text.ts';

const src = join(import.meta.dirname, '..');
const areas = (await sourceCatalogues()).map(({ name }) => name).filter((name) => name !== 'core');

describe.each(areas)('the %s area', (area) => {
  it('draws no words of its own outside its catalogue', () => {
    expect(codeFiles(join(src, area)).flatMap((file) => chineseLiterals(file, src))).toEqual([]);
  });
});
