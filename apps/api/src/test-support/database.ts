import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
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
   * Start from a database no migration has touched (a test of the migrations, a restore into an empty one, the
   * original system's database) instead of a copy of the run's migrated template.
   */
  empty?: boolean;
};

/**
 * Storage for one test file. On PGlite the database lives in the temporary DATA_DIR. On PostgreSQL
 * (`testDatabaseUrl`, provided by vitest.config.ts from TEST_DATABASE_URL) the URL must allow CREATE
 * DATABASE: each file creates `pastexam_test_<random>` and drops it afterwards. The database is a copy of a
 * template global-setup.ts made, migrated unless `empty`, so that no file pays for PGlite's initdb or the
 * migrations.
 */
export async function createTestStorage(options: TestStorageOptions = {}): Promise<TestStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pastexam-api-test-'));
  const serverUrl = inject('testDatabaseUrl');
  const templates = inject('templates');
  const template = (options.empty ? templates.empty : templates.migrated) ?? undefined;
  if (!serverUrl) {
    if (template) await cp(template, join(dataDir, 'db'), { recursive: true });
    return { dataDir, databaseUrl: undefined, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const database = await createScratchDatabase(serverUrl, 'pastexam_test', template);
  return {
    dataDir,
    databaseUrl: database.url,
    async cleanup() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
