// What the literal-text tests (ui's and the web's) look for: Chinese written into a screen's code instead of its
// catalogue. Comments, tests, stories and their sample data (`fixtures.ts`, a `testing/` folder) may hold Chinese.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const HAN = /\p{Script=Han}/u;

/** The code files under `directory`: not its tests, stories or their sample data. */
export function codeFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|(^|\/)(fixtures\.ts|testing\/)/.test(file),
    )
    .map((file) => join(directory, file));
}

/** Each string literal, template part or JSX text of a file that holds Chinese: `path:line text`, `path` from `root`. */
export function chineseLiterals(file: string, root: string): string[] {
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
      found.push(`${file.slice(root.length + 1)}:${line + 1} ${node.text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
