// The database template a first start copies (template.ts) and the build step that makes it. PGlite only: a
// PostgreSQL database is the operator's, and the template is never used there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { writeDatabaseTemplate } from '../../scripts/database-template.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';
import { hasEveryMigration } from './journal.ts';
import { copyDataDirectory, currentTemplate, stampOfThisBuild, templateStamp } from './template.ts';

const scratch = mkdtempSync(join(tmpdir(), 'pastexam-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Opens the embedded database under `dataDir`, told to start from `template` if it is new, and closes it. */
async function openWith<T>(
  dataDir: string,
  template: string,
  read: (database: DatabaseHandle) => Promise<T>,
) {
  const database = createDatabase(
    { DATA_DIR: dataDir, DATABASE_URL: undefined, EMBEDDED_DB_CACHE_MB: 16 },
    { embeddedTemplate: template },
  );
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

describe('the database template', () => {
  test('counts only when its stamp names exactly the migrations of this build', () => {
    const template = join(scratch, 'stamped');
    mkdirSync(template);
    expect(currentTemplate(template)).toBeUndefined();
    const { migrations } = stampOfThisBuild();
    const stamp = (value: unknown) => writeFileSync(templateStamp(template), JSON.stringify(value));
    stamp({ migrations: migrations.slice(0, -1) });
    expect(currentTemplate(template)).toBeUndefined();
    stamp({ migrations: [...migrations, '9999_later'] });
    expect(currentTemplate(template)).toBeUndefined();
    writeFileSync(templateStamp(template), '{"migrations":');
    expect(currentTemplate(template)).toBeUndefined();
    stamp({ migrations });
    expect(currentTemplate(template)).toBe(template);
  });

  test('a new database starts as a copy of it, in a missing or an empty directory, and one that exists is kept', async () => {
    const { migrated, empty } = inject('templates');
    if (!empty) throw new Error('the PGlite project provides an empty template');
    const missing = join(scratch, 'missing');
    expect(await openWith(missing, migrated, (database) => hasEveryMigration(database.db))).toBe(true);
    const emptyDir = join(scratch, 'empty-dir');
    mkdirSync(join(emptyDir, 'db'), { recursive: true });
    expect(await openWith(emptyDir, migrated, (database) => hasEveryMigration(database.db))).toBe(true);
    const existing = join(scratch, 'existing');
    mkdirSync(existing);
    copyDataDirectory(empty, join(existing, 'db'));
    expect(await openWith(existing, migrated, (database) => hasEveryMigration(database.db))).toBe(false);
  });

  // The build's step runs PGlite's initdb and every migration (a few seconds): the only check that what it leaves
  // in dist/ is a template a start takes. A broken one would not fail a start, only make it slow again.
  test('the build makes one that a start takes, with every migration applied', async () => {
    const template = join(scratch, 'built');
    await writeDatabaseTemplate(template);
    expect(currentTemplate(template)).toBe(template);
    const dataDir = join(scratch, 'from-build');
    expect(await openWith(dataDir, template, (database) => hasEveryMigration(database.db))).toBe(true);
  });
});
