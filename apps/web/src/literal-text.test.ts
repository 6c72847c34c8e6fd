// Every word the web app shows comes from a catalogue of the ui package (and so has its English): a Chinese
// string literal, template or JSX text in the app's code fails here. Tests, stories and sample data (a
// `testing/` folder, `fixtures.ts`) may hold Chinese, and so may comments.
import { join } from 'node:path';
import { chineseLiterals, codeFiles } from '@pastexam/ui/i18n/literal-text';
import { expect, it } from 'vitest';

const src = import.meta.dirname;

/**
 * Read by the department's maintainers, not by the app's users: the build's refusal of a wrong setting, and the
 * body of a reported problem as it lands in their issue tracker (product §7.4 fixes its headings in zh-TW).
 */
const MAINTAINER_TEXT = new Set(
  ['lib/env-schema.ts', 'features/issue-report/issue-body.ts', 'features/issue-report/system-info.ts'].map(
    (file) => join(src, file),
  ),
);

it('draws no words of its own outside the catalogues', () => {
  const files = codeFiles(src).filter((file) => !MAINTAINER_TEXT.has(file));
  expect(files.flatMap((file) => chineseLiterals(file, src))).toEqual([]);
});
