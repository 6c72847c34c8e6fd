// The embedded database's cache (EMBEDDED_DB_CACHE_MB) is given to PGlite at each start: the size asked for is
// the size it runs with, whatever the data directory's own configuration says. PGlite only: a PostgreSQL
// server's cache is its operator's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createDatabase, type DatabaseSettings } from './client.ts';
import { copyDataDirectory } from './template.ts';

const shownSchema = z.object({ rows: z.tuple([z.object({ shared_buffers: z.string() })]) });

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pastexam-cache-'));
  const { empty } = inject('templates');
  if (empty) copyDataDirectory(empty, join(dataDir, 'db'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Opens the embedded database with `settings`, reads its cache's size, and closes it. */
async function cacheOf(settings: Partial<DatabaseSettings> = {}): Promise<string> {
  const handle = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined, ...settings });
  try {
    return shownSchema.parse(await handle.db.execute(sql`SHOW shared_buffers`)).rows[0].shared_buffers;
  } finally {
    await handle.close();
  }
}

describe('the embedded database’s cache', () => {
  it('is 32 MB unless told otherwise, and the size asked for when told', async () => {
    expect(await cacheOf()).toBe('32MB');
    expect(await cacheOf({ EMBEDDED_DB_CACHE_MB: 48 })).toBe('48MB');
  });

  it('holds over a size the data directory’s configuration names', async () => {
    const handle = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    await handle.db.execute(sql`ALTER SYSTEM SET shared_buffers = '128MB'`);
    await handle.close();
    expect(await cacheOf({ EMBEDDED_DB_CACHE_MB: 16 })).toBe('16MB');
  });
});
