import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../env.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { analyzeChanged, analyzeUnknown } from './analyze.ts';
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

describe('the statistics a start gathers', () => {
  it('are those of tables never analyzed or grown since, not of every table again', async () => {
    const never = () => false;
    if (handle.driver === 'postgres') {
      expect(await analyzeUnknown(handle, never)).toBe(0);
      return;
    }
    await handle.db.execute(sql`CREATE TABLE exams_kept (n integer, note text)`);
    await handle.db.execute(sql`CREATE TABLE exams_grown (n integer, note text)`);
    await handle.db.execute(sql`CREATE TABLE exams_empty (n integer)`);
    await handle.db.execute(
      sql`INSERT INTO exams_kept SELECT n, repeat('x', 100) FROM generate_series(1, 2000) n`,
    );
    await handle.db.execute(
      sql`INSERT INTO exams_grown SELECT n, repeat('x', 100) FROM generate_series(1, 2000) n`,
    );
    // Every table of the database has statistics now, kept in its catalogue as a restart keeps them.
    expect(await analyzeUnknown(handle, never)).toBeGreaterThanOrEqual(3);
    expect(await analyzeUnknown(handle, never)).toBe(0);

    // Written in the last minute of a run: known by its size alone.
    await handle.db.execute(
      sql`INSERT INTO exams_grown SELECT n, repeat('y', 100) FROM generate_series(1, 1000) n`,
    );
    await handle.db.execute(sql`UPDATE exams_kept SET note = 'z' WHERE n = 1`);
    const before = await analyzeCounts();
    expect(await analyzeUnknown(handle, never)).toBe(1);
    const after = await analyzeCounts();
    expect(after.get('exams_grown')).toBe((before.get('exams_grown') ?? 0) + 1);
    expect(after.get('exams_kept')).toBe(before.get('exams_kept'));
    expect(after.get('exams_empty')).toBe(before.get('exams_empty'));
  });
});

const countsSchema = z.object({
  rows: z.array(z.object({ relname: z.string(), analyze_count: z.coerce.number() })),
});
const analyzeCounts = async () =>
  new Map(
    countsSchema
      .parse(await handle.db.execute(sql`SELECT relname, analyze_count FROM pg_stat_user_tables`))
      .rows.map((row) => [row.relname, row.analyze_count]),
  );
