// `pnpm restore FILE`: a backup written back into an empty database and an empty file store (product §9.10).
// The rows go in one transaction that commits only once every file is stored and matches its checksum, so a
// damaged backup leaves the database empty and says why.
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { FileStorage } from '../storage/index.ts';
import {
  appliedMigrations,
  BackupError,
  checksumsSchema,
  type Manifest,
  manifestSchema,
  sha256,
} from './backup.ts';
import { writeRows } from './dump.ts';
import { readTar } from './tar.ts';

const rowsSchema = z.array(z.record(z.string(), z.unknown()));

/** Refuses a target that holds anything: a restore never merges into or overwrites data. */
async function ensureEmpty(database: DatabaseHandle, storage: FileStorage) {
  const result = await database.db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
  const tables = z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(result).rows[0]?.n ?? 0;
  if (tables > 0) throw new BackupError('目標資料庫不是空的：請還原到新的資料目錄或空的資料庫');
  for await (const _object of storage.list('')) {
    throw new BackupError('目標檔案儲存不是空的：請還原到新的資料目錄或空的儲存桶');
  }
}

/** The embedded database's directory must not exist yet, or be empty (checked before it is opened). */
export async function ensureEmptyDataDir(dataDir: string) {
  const db = join(dataDir, 'db');
  if (existsSync(db) && (await readdir(db)).length > 0)
    throw new BackupError(`目標資料目錄已有資料庫（${db}）：請還原到新的資料目錄`);
}

/**
 * Reads the whole archive once before anything is written: the manifest, every table's rows, every file
 * against its checksum. A damaged or foreign file is refused with the target untouched.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  try {
    const entries = readTar(file);
    const first = await entries.next();
    if (first.done || first.value.name !== 'manifest.json') throw new BackupError('這不是考古題系統的備份檔');
    const manifest = manifestSchema.parse(JSON.parse(first.value.bytes.toString('utf8')));
    const digests = new Map([[first.value.name, sha256(first.value.bytes)]]);
    for await (const { name, bytes } of entries) {
      if (name !== 'checksums.json') {
        digests.set(name, sha256(bytes));
        if (name.startsWith('database/')) rowsSchema.parse(JSON.parse(bytes.toString('utf8')));
        continue;
      }
      const checksums = checksumsSchema.parse(JSON.parse(bytes.toString('utf8')));
      for (const [entry, digest] of digests)
        if (checksums[entry] !== digest) throw new BackupError(`備份已損毀：${entry} 與備份時不同`);
      const expected = [...Object.keys(checksums), ...manifest.files.map(({ key }) => `files/${key}`)];
      for (const entry of expected)
        if (!digests.has(entry)) throw new BackupError(`備份不完整：缺少 ${entry}`);
      return manifest;
    }
    throw new BackupError('備份不完整：缺少結尾的檢查碼');
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `備份已損毀或不完整，無法讀取：${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export async function restoreBackup(
  deps: { database: DatabaseHandle; storage: FileStorage; env: Pick<Env, 'DATA_DIR'> },
  file: string,
): Promise<Manifest> {
  await ensureEmpty(deps.database, deps.storage);
  const manifest = await verifyBackup(file);
  const entries = readTar(file);
  await entries.next();
  await deps.database.migrate();
  const expected = await appliedMigrations(deps.database);
  if (manifest.migrations !== expected) {
    throw new BackupError(
      `備份來自另一個版本（${manifest.migrations} 個資料庫遷移，這個版本有 ${expected} 個）：請用備份時的版本還原`,
    );
  }
  const stored: string[] = [];
  try {
    await deps.database.db.transaction(async (tx) => {
      for await (const { name, bytes } of entries) {
        if (name.startsWith('database/')) {
          const table = name.slice('database/'.length, -'.json'.length);
          await writeRows(tx, table, rowsSchema.parse(JSON.parse(bytes.toString('utf8'))));
        } else if (name.startsWith('files/')) {
          const key = name.slice('files/'.length);
          await deps.storage.put(key, bytes, 'application/pdf');
          stored.push(key);
        } else if (name === 'secret') {
          await writeFile(join(deps.env.DATA_DIR, 'secret'), bytes, { mode: 0o600 });
        }
      }
      await checkCounts(tx, manifest);
    });
  } catch (error) {
    for (const key of stored) await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  return manifest;
}

async function checkCounts(db: DatabaseHandle['db'], manifest: Manifest) {
  for (const { name, rows } of manifest.tables) {
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    const count = z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(result).rows[0]?.n;
    if (count !== rows)
      throw new BackupError(`備份已損毀：資料表 ${name} 應有 ${rows} 筆，還原了 ${count ?? 0} 筆`);
  }
}
