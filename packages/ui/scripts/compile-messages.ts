// Writes the compiled message catalogues (src/i18n/compiled) from the source ones (src/i18n/messages.*.ts).
// Usage: tsx scripts/compile-messages.ts
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { locales } from '@pastexam/api-contract/locales';
import { compiledModule, compiledPaths } from '../src/i18n/compile.ts';

const root = resolve(import.meta.dirname, '..');
for (const locale of locales) {
  await writeFile(join(root, compiledPaths[locale]), compiledModule(locale));
  console.log(`compiled ${compiledPaths[locale]}`);
}
