// A dry run imports for real, into a copy of this system's database held in memory and a file store that keeps
// nothing, then drops both: its report is the real run's, and nothing is written anywhere (product §9.11).
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { appliedMigrations } from '../backup/backup.ts';
import { readRows, tablesInOrder, writeRows } from '../backup/dump.ts';
import { tarHeader } from '../backup/tar.ts';
import { createDatabase, createMemoryDatabase, type DatabaseHandle } from '../db/client.ts';
import type { Env } from '../env.ts';
import { type FileStorage, StorageNotFoundError } from '../storage/index.ts';

/** The dry run cannot copy the target database: said to the operator as is. */
export class CopyRefusedError extends Error {}

/**
 * This system's database as it stands, in memory and migrated to this build: the embedded one read from its
 * directory (or none yet: empty), PostgreSQL's rows read in one snapshot.
 */
export async function copyOfTarget(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return copyOfPostgres(env);
  const dir = join(env.DATA_DIR, 'db');
  const copy = await createMemoryDatabase(
    existsSync(join(dir, 'PG_VERSION')) ? new Blob([await tarOf(dir)]) : undefined,
  );
  await copy.migrate();
  return copy;
}

async function copyOfPostgres(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>): Promise<DatabaseHandle> {
  const target = createDatabase(env);
  const copy = await createMemoryDatabase();
  try {
    await copy.migrate();
    const snapshot = await target.db.transaction(
      async (tx) => {
        const migrated = await tx.execute(
          sql`select to_regclass('drizzle.__drizzle_migrations') is not null as m`,
        );
        const { m } = z.object({ rows: z.array(z.object({ m: z.boolean() })) }).parse(migrated).rows[0] ?? {};
        if (!m) return null;
        const tables = await tablesInOrder(tx);
        return { tables, rows: await readRows(tx, tables), migrations: await appliedMigrations({ db: tx }) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (snapshot === null) return copy;
    if (snapshot.migrations !== (await appliedMigrations(copy))) {
      throw new CopyRefusedError(
        '目標資料庫與這一版的資料庫結構不同：請先以這一版啟動一次伺服器（套用資料庫更新），再試算',
      );
    }
    await copy.db.transaction(async (tx) => {
      for (const table of snapshot.tables) await writeRows(tx, table, snapshot.rows.get(table) ?? []);
    });
    return copy;
  } catch (error) {
    await copy.close();
    throw error;
  } finally {
    await target.close();
  }
}

/** A tar of the embedded database's directory, read and never written: PGlite loads it into memory. */
async function tarOf(dir: string): Promise<Uint8Array> {
  const blocks: Uint8Array[] = [];
  const walk = async (path: string) => {
    for (const entry of await readdir(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      const name = relative(dir, full);
      if (entry.isDirectory()) {
        blocks.push(tarHeader(`${name}/`, 0, '5'));
        await walk(full);
      } else if ((await stat(full)).isFile()) {
        const bytes = await readFile(full);
        blocks.push(tarHeader(name, bytes.length), bytes, new Uint8Array((512 - (bytes.length % 512)) % 512));
      }
    }
  };
  await walk(dir);
  blocks.push(new Uint8Array(1024));
  return Buffer.concat(blocks);
}

/** A file store that keeps nothing: the dry run's archives are checked, never stored. */
export function discardingStorage(): FileStorage {
  return {
    put: async () => undefined,
    get: async (key) => {
      throw new StorageNotFoundError(key);
    },
    stat: async () => null,
    delete: async () => undefined,
    list: async function* () {},
    removeIncompleteWrites: async () => 0,
  };
}
