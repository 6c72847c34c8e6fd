// Every word the web app shows comes from a catalogue of the ui package (and so has its English): a Chinese
// string literal, template or JSX text in the app's code fails here. Tests, stories and sample data (a
// `testing/` folder, `fixtures.ts`) may hold Chinese, and so may comments.
import { join } from 'node:path';
import { chineseLiterals, codeFiles } from '@pastexam/ui/i18n/literal-text';
import { expect, it } from 'vitest';

const src = import.meta.dirname;

/** Read by whoever builds the app, not by its users: the build's own refusal of a wrong setting. */
const BUILD_MESSAGES = new Set([join(src, 'lib', 'env-schema.ts')]);

it('draws no words of its own outside the catalogues', () => {
  const files = codeFiles(src).filter((file) => !BUILD_MESSAGES.has(file));
  expect(files.flatMap((file) => chineseLiterals(file, src))).toEqual([]);
});
