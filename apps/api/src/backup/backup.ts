// `pnpm backup`: one consistent archive of the database and the files (product §9.10). The rows are read in
// one snapshot; then exactly the files those rows name are copied, so an upload acknowledged before the
// snapshot is in the backup with its file, and one after it is in neither.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { FileStorage } from '../storage/index.ts';
import { StorageNotFoundError } from '../storage/index.ts';
import { readRows, tablesInOrder } from './dump.ts';
import { writeTar } from './tar.ts';

export const BACKUP_FORMAT = 'pastexam-backup';

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  created_at: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** How many migrations the database had: a restore needs a build with exactly as many. */
  migrations: z.number().int(),
  /** Tables in the order they are restored, with their row counts. */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  files: z.array(z.object({ key: z.string(), size: z.number().int() })),
  /** Whether DATA_DIR/secret (the generated APP_SECRET) is in the archive. */
  secret: z.boolean(),
});
export type Manifest = z.infer<typeof manifestSchema>;
/** Each entry of the archive (but this list itself) by name, with the SHA-256 of its bytes. */
export const checksumsSchema = z.record(z.string(), z.string());

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export class BackupError extends Error {
  override name = 'BackupError';
}

export async function appliedMigrations(database: Pick<DatabaseHandle, 'db'>): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(result).rows[0]?.n ?? 0;
}

const fileKeyRow = z.object({ file_key: z.string() });

export async function createBackup(
  deps: { database: DatabaseHandle; storage: FileStorage; env: Pick<Env, 'DATA_DIR' | 'appSecretFromFile'> },
  file: string,
): Promise<Manifest> {
  const { db } = deps.database;
  const snapshot = await db.transaction(
    async (tx) => {
      const tables = await tablesInOrder(tx);
      return { tables, rows: await readRows(tx, tables), migrations: await appliedMigrations({ db: tx }) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const keys = (snapshot.rows.get('archives') ?? []).map((row) => fileKeyRow.parse(row).file_key);
  const secret = deps.env.appSecretFromFile ? await readFile(join(deps.env.DATA_DIR, 'secret')) : null;

  const missing = (key: string) => new BackupError(`封存檔案遺失：${key}（資料庫記載了它，檔案儲存卻沒有）`);
  const files: Manifest['files'] = [];
  for (const key of keys) {
    const stat = await deps.storage.stat(key);
    if (!stat) throw missing(key);
    files.push({ key, size: stat.size });
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: 1,
    created_at: new Date().toISOString(),
    database: deps.database.driver,
    migrations: snapshot.migrations,
    tables: snapshot.tables.map((name) => ({ name, rows: snapshot.rows.get(name)?.length ?? 0 })),
    files,
    secret: secret !== null,
  };

  const tar = writeTar(file);
  // Every entry's checksum, written last: a restore reads the whole archive against it before writing anything.
  const checksums: Record<string, string> = {};
  const add = async (name: string, bytes: Buffer) => {
    checksums[name] = sha256(bytes);
    await tar.add(name, bytes);
  };
  try {
    await add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const name of snapshot.tables)
      await add(`database/${name}.json`, Buffer.from(JSON.stringify(snapshot.rows.get(name) ?? [])));
    // One file at a time: a department's archive need not fit in memory.
    for (const key of keys) {
      const stored = await deps.storage.get(key).catch((error: unknown) => {
        throw error instanceof StorageNotFoundError ? missing(key) : error;
      });
      await add(`files/${key}`, Buffer.from(await new Response(stored.body).arrayBuffer()));
    }
    if (secret) await add('secret', secret);
    await tar.add('checksums.json', Buffer.from(JSON.stringify(checksums)));
  } catch (error) {
    await tar.abort();
    throw error;
  }
  await tar.close();
  return manifest;
}
