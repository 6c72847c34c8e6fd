import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

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
  const name = `pastexam_test_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: databaseUrl.href,
    async cleanup() {
      await withServer(serverUrl, async (client) => {
        // Closed pools may still be saying goodbye; forcing them off mid-goodbye surfaces as stray errors.
        for (let wait = 0; wait < 50; wait++) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
