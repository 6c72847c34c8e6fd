import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../env.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { analyzeChanged } from './analyze.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';

let storage: TestStorage;
let handle: DatabaseHandle;
beforeAll(async () => {
  storage = await createTestStorage({ database: 'empty' });
  handle = createDatabase(
    loadEnv({ DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl, APP_SECRET: 'a'.repeat(40) }),
  );
});
afterAll(async () => {
  await handle.close();
  await storage.cleanup();
});

const analyzedSchema = z.object({ rows: z.array(z.object({ relname: z.string() })) });
const analyzedTables = async () =>
  analyzedSchema
    .parse(
      await handle.db.execute(
        sql`SELECT relname FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL ORDER BY relname`,
      ),
    )
    .rows.map((row) => row.relname);

describe('the statistics of a changed table', () => {
  it('are gathered for the tables written past autovacuum’s rule, and only for those', async () => {
    await handle.db.execute(sql`CREATE TABLE pages_read (n integer)`);
    await handle.db.execute(sql`CREATE TABLE few_notes (n integer)`);
    await handle.db.execute(sql`INSERT INTO pages_read SELECT generate_series(1, 500)`);
    await handle.db.execute(sql`INSERT INTO few_notes SELECT generate_series(1, 10)`);
    const never = () => false;
    if (handle.driver === 'postgres') {
      // PostgreSQL's autovacuum gathers its own.
      expect(await analyzeChanged(handle, never)).toBe(0);
      return;
    }
    // A backend hands its counts to the statistics a moment after its statements: asked until it has.
    await expect.poll(() => analyzeChanged(handle, never)).toBe(1);
    expect(await analyzedTables()).toEqual(['pages_read']);
    // Nothing has changed since.
    expect(await analyzeChanged(handle, never)).toBe(0);
  });
});
