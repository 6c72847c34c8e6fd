// Writes the compiled message catalogues (src/i18n/compiled) from the source ones: the core's
// (src/i18n/messages.*.ts) and each area's (src/i18n/messages/<area>.*.ts), with each area's descriptor.
// Usage: tsx scripts/compile-messages.ts
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { locales } from '@pastexam/api-contract/locales';
import {
  cataloguesModule,
  compiledModule,
  compiledPath,
  descriptorModule,
  descriptorPath,
  sourceCatalogues,
} from '../src/i18n/compile.ts';

const root = resolve(import.meta.dirname, '..');
const catalogues = await sourceCatalogues();
for (const catalogue of catalogues) {
  for (const locale of locales) {
    await writeFile(join(root, compiledPath(catalogue.name, locale)), compiledModule(catalogue, locale));
  }
  if (catalogue.name !== 'core')
    await writeFile(join(root, descriptorPath(catalogue.name)), descriptorModule(catalogue.name));
  console.log(`compiled ${catalogue.name}`);
}
await writeFile(
  join(root, 'src/i18n/compiled/catalogues.ts'),
  cataloguesModule(catalogues.flatMap(({ name }) => (name === 'core' ? [] : [name]))),
);
