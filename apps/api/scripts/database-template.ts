// A step of `pnpm build` (scripts/build.ts): makes dist/database-template, a new embedded database with every
// migration of this build applied, which a first start copies (src/db/template.ts). The old template's stamp goes
// first and the new one's last, so that a start in between sees no template and makes its database afresh.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '../src/db/client.ts';
import { BUILT_DATABASE_TEMPLATE, stampOfThisBuild, templateStamp } from '../src/db/template.ts';

export async function writeDatabaseTemplate(template = BUILT_DATABASE_TEMPLATE): Promise<void> {
  const work = `${template}.${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  const database = createDatabase({ DATA_DIR: work, DATABASE_URL: undefined });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  rmSync(templateStamp(template), { force: true });
  rmSync(template, { recursive: true, force: true });
  renameSync(join(work, 'db'), template);
  rmSync(work, { recursive: true, force: true });
  const stamp = `${templateStamp(template)}.${process.pid}`;
  writeFileSync(stamp, `${JSON.stringify(stampOfThisBuild())}\n`);
  renameSync(stamp, templateStamp(template));
}
