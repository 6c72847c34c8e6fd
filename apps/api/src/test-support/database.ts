import { mkdtemp, rm } from 'node:fs/promises';
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

/**
 * Storage for one test file. On PGlite the database lives in the temporary DATA_DIR. On PostgreSQL
 * (`testDatabaseUrl`, provided by vitest.config.ts from TEST_DATABASE_URL) the URL must allow CREATE
 * DATABASE: each file creates `pastexam_test_<random>` and drops it afterwards.
 */
export async function createTestStorage(): Promise<TestStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pastexam-api-test-'));
  const serverUrl = inject('testDatabaseUrl');
  if (!serverUrl) {
    return { dataDir, databaseUrl: undefined, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const database = await createScratchDatabase(serverUrl, 'pastexam_test');
  return {
    dataDir,
    databaseUrl: database.url,
    async cleanup() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
