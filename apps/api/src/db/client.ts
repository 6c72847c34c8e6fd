import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Env } from '../env.ts';
import { DEFAULT_EMBEDDED_DB_CACHE_MB } from '../env-variables.ts';
import { createLocalWrites, type LocalWrites, reportWrites } from './changes.ts';
import { hasEveryMigration, migrationsFolder } from './journal.ts';
import { type Notifications, pgliteNotifications, postgresNotifications } from './notifications.ts';
import * as schema from './schema.ts';
import { copyTemplate } from './template.ts';

/** What every repository takes: both drivers give a Postgres-dialect Drizzle database over one schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Anything that can run a query: the database or a transaction on it (which has no `transaction`). */
export type Queryable = Omit<Database, 'transaction'>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY across every process on this database. */
  notifications: Notifications;
  /** Writes to the announced tables (changes.ts) made through this handle, told the moment they are made. */
  writes: LocalWrites;
  /** Applies the migrations in apps/api/drizzle that this database has not seen yet. */
  migrate(): Promise<void>;
  /** Connections open, idle and waiting for one: PostgreSQL's pool; the embedded database has one and no queue. */
  pool(): { total: number; idle: number | null; waiting: number | null };
  close(): Promise<void>;
};

/** Any fixed number; replicas starting together take turns migrating under this advisory lock. */
const MIGRATION_LOCK_KEY = 4_820_117;

export type DatabaseOptions = {
  /**
   * Told when an idle PostgreSQL connection breaks (server restart, network). The pool replaces it; without a
   * listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * A PGlite data directory (db/template.ts) that a new embedded database starts as a copy of, instead of
   * PGlite's initdb and the migrations. PostgreSQL and an embedded database that exists already ignore it.
   */
  embeddedTemplate?: string;
};

/** What createDatabase reads of the environment; the embedded database's cache is the default unless given. */
export type DatabaseSettings = Pick<Env, 'DATA_DIR' | 'DATABASE_URL'> &
  Partial<Pick<Env, 'EMBEDDED_DB_CACHE_MB'>>;

/** PostgreSQL when DATABASE_URL is set, otherwise an embedded PGlite under DATA_DIR/db. */
export function createDatabase(env: DatabaseSettings, options: DatabaseOptions = {}): DatabaseHandle {
  if (env.DATABASE_URL) return createPostgres(env.DATABASE_URL, options);
  const cacheMb = env.EMBEDDED_DB_CACHE_MB ?? DEFAULT_EMBEDDED_DB_CACHE_MB;
  return createPglite(join(env.DATA_DIR, 'db'), cacheMb, options.embeddedTemplate);
}

function createPglite(dataDir: string, cacheMb: number, template: string | undefined): DatabaseHandle {
  // PGlite creates its own directory but not the parents.
  mkdirSync(join(dataDir, '..'), { recursive: true });
  if (template) copyTemplate(template, dataDir);
  // On the command line, so it holds whatever a data directory's configuration says.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${cacheMb}MB`];
  return pgliteHandle(new PGlite(dataDir, { startParams }));
}

/**
 * An embedded database in memory only, empty or loaded from a tar of a PGlite data directory: what a dry run
 * works on so that it writes nothing anywhere.
 */
export async function createMemoryDatabase(loadDataDir?: Blob): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create(loadDataDir ? { loadDataDir } : {}));
}

function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    notifications: pgliteNotifications(client),
    // PGlite hears a trigger's announcement before the statement that made it returns: nothing to add.
    writes: { subscribe: () => () => {} },
    // A start on a database that has them all (every start but the first of a build) reads no migration file:
    // Drizzle's migrator would read and hash every one of them to find nothing to do.
    migrate: async () => {
      if (!(await hasEveryMigration(db))) await migratePglite(db, { migrationsFolder });
    },
    pool: () => ({ total: 1, idle: null, waiting: null }),
    close: () => client.close(),
  };
}

function createPostgres(connectionString: string, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString });
  pool.on('error', (error) => options.onConnectionError?.(error));
  const local = createLocalWrites();
  pool.on('connect', (client) => reportWrites(client, local.tell));
  const db = drizzlePg({ client: pool, schema });
  const notifications = postgresNotifications(connectionString, (error) =>
    options.onConnectionError?.(error),
  );
  return {
    db,
    driver: 'postgres',
    notifications,
    writes: local.writes,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}
