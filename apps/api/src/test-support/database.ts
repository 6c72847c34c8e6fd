import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { copyDataDirectory } from '../db/template.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';

export type TestStorage = {
  /** A fresh temporary directory for DATA_DIR. */
  dataDir: string;
  /** Set when the suite runs against PostgreSQL: a database of this test file's own. */
  databaseUrl: string | undefined;
  /** Drops the database and removes the directory. */
  cleanup(): Promise<void>;
};

export type TestStorageOptions = {
  /**
   * What the database holds at the start: the schema, as every test of the product's behaviour wants
   * (`migrated`, the default); no table at all, for a test of the migrations or of the original system's
   * database (`empty`); or, on PGlite, not even a data directory, as before a first start or a restore (`none`;
   * an empty database on PostgreSQL, where the operator creates one).
   */
  database?: 'migrated' | 'empty' | 'none';
};

/**
 * Storage for one test file. On PGlite the database lives in the temporary DATA_DIR. On PostgreSQL
 * (`testDatabaseUrl`, provided by vitest.config.ts from TEST_DATABASE_URL) the URL must allow CREATE
 * DATABASE: each file creates `pastexam_test_<random>` and drops it afterwards. The database is a copy of a
 * template global-setup.ts made, so that no file pays for PGlite's initdb or the migrations.
 */
export async function createTestStorage({
  database = 'migrated',
}: TestStorageOptions = {}): Promise<TestStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pastexam-api-test-'));
  const serverUrl = inject('testDatabaseUrl');
  const templates = inject('templates');
  const template =
    database === 'migrated' ? templates.migrated : database === 'empty' ? templates.empty : null;
  if (!serverUrl) {
    if (template) copyDataDirectory(template, join(dataDir, 'db'));
    return { dataDir, databaseUrl: undefined, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(serverUrl, 'pastexam_test', template ?? undefined);
  return {
    dataDir,
    databaseUrl: scratch.url,
    async cleanup() {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
