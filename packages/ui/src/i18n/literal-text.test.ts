// A screen whose words have moved to its area's catalogue keeps none in its code: every Chinese string literal,
// template or JSX text in an area's components fails this test, so a new label cannot bypass the catalogues
// (and English). Comments, tests, stories and their fixtures may hold Chinese.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceCatalogues } from './compile.ts';

const HAN = /\p{Script=Han}/u;
const src = join(import.meta.dirname, '..');
const areas = (await sourceCatalogues()).map(({ name }) => name).filter((name) => name !== 'core');

/** The area's component files: its code, not its tests, stories or their sample data. */
function codeFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|(^|\/)fixtures\.ts$/.test(file))
    .map((file) => join(directory, file));
}

/** Each string literal, template part or JSX text of a file that holds Chinese, with its line. */
function chineseLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node)) &&
      HAN.test(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file.slice(src.length + 1)}:${line + 1} ${node.text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe.each(areas)('the %s area', (area) => {
  it('draws no words of its own outside its catalogue', () => {
    expect(codeFiles(join(src, area)).flatMap(chineseLiterals)).toEqual([]);
  });
});
