import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pendingFiles } from '../db/schema.ts';
import type { FileStorage } from '../storage/index.ts';

/** Every archive file lives under this prefix; the sweep looks nowhere else. */
export const ARCHIVE_PREFIX = 'archives/';

/** A fresh key for an archive's PDF. */
export const newArchiveKey = () => `${ARCHIVE_PREFIX}${randomUUID()}.pdf`;

/** Anything that can run a query: the database or a transaction on it. */
type Queryable = Pick<Database, 'delete'>;

/**
 * Stores `bytes` under a fresh key that is first recorded as pending (and committed), so a crash at any point
 * leaves either nothing or a pending key the sweep removes with its file. The caller gives the file its row
 * and calls `settlePendingFile` in that same transaction, or `abandonPendingFile` when it cannot.
 */
export async function writePendingFile(
  db: Database,
  storage: FileStorage,
  bytes: Uint8Array,
): Promise<string> {
  const key = newArchiveKey();
  await db.insert(pendingFiles).values({ fileKey: key });
  try {
    await storage.put(key, bytes, 'application/pdf');
  } catch (error) {
    await abandonPendingFile(db, storage, key);
    throw error;
  }
  return key;
}

/** The file has its row now: run inside the transaction that wrote the row. */
export async function settlePendingFile(tx: Queryable, key: string): Promise<void> {
  await tx.delete(pendingFiles).where(eq(pendingFiles.fileKey, key));
}

/** The file will not get its row: removes the file, then its pending record. */
export async function abandonPendingFile(db: Database, storage: FileStorage, key: string): Promise<void> {
  await storage.delete(key);
  await db.delete(pendingFiles).where(eq(pendingFiles.fileKey, key));
}

/** Pending keys older than `graceMs`: their writer is long gone (a crash), so they are abandoned. */
export async function stalePendingFiles(db: Database, graceMs: number): Promise<string[]> {
  const rows = await db
    .select({ key: pendingFiles.fileKey })
    .from(pendingFiles)
    .where(lt(pendingFiles.createdAt, sql`now() - make_interval(secs => ${graceMs / 1000})`));
  return rows.map((row) => row.key);
}

/** Every key still being written, whatever its age. */
export async function allPendingFiles(db: Database): Promise<Set<string>> {
  const rows = await db.select({ key: pendingFiles.fileKey }).from(pendingFiles);
  return new Set(rows.map((row) => row.key));
}
