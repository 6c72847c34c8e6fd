// Makes the run's template databases once, so that no test file pays for PGlite's initdb or the migrations:
// each copies a template instead (a PGlite data directory copied on disk, or PostgreSQL's CREATE DATABASE …
// TEMPLATE, whose empty database costs nothing to begin with).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { copyDataDirectory } from '../db/template.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';

export default async function setup(project: TestProject) {
  const serverUrl = project.config.provide.testDatabaseUrl;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'pastexam_template');
    await using(createDatabase({ DATA_DIR: tmpdir(), DATABASE_URL: template.url }), (db) => db.migrate());
    project.provide('templates', { empty: null, migrated: new URL(template.url).pathname.slice(1) });
    return () => template.drop();
  }
  const folder = await mkdtemp(join(tmpdir(), 'pastexam-templates-'));
  const empty = join(folder, 'empty');
  const migrated = join(folder, 'migrated');
  // A first query is what makes PGlite create its cluster (its cache's size is given at each start: see
  // EMBEDDED_DB_CACHE_MB, which test-support/app.ts sets to the smallest).
  await using(createDatabase({ DATA_DIR: empty, DATABASE_URL: undefined }), async (db) => {
    await db.db.execute(sql`select 1`);
  });
  copyDataDirectory(empty, migrated);
  await using(createDatabase({ DATA_DIR: migrated, DATABASE_URL: undefined }), (db) => db.migrate());
  project.provide('templates', { empty: join(empty, 'db'), migrated: join(migrated, 'db') });
  return () => rm(folder, { recursive: true, force: true });
}

/** Runs `work` on a database handle and closes it, whatever happens. */
async function using(database: DatabaseHandle, work: (database: DatabaseHandle) => Promise<void>) {
  try {
    await work(database);
  } finally {
    await database.close().catch(() => undefined);
  }
}
