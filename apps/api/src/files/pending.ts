import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { pendingFiles } from '../db/schema.ts';
import type { FileStorage } from '../storage/index.ts';

/** Every archive file lives under this prefix; the sweep looks nowhere else. */
export const ARCHIVE_PREFIX = 'archives/';

/** A fresh key for an archive's PDF. */
export const newArchiveKey = () => `${ARCHIVE_PREFIX}${randomUUID()}.pdf`;

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

/** The sweep took a pending key whose writer was slower than the grace period; its file is gone. */
export class PendingFileLostError extends Error {
  override name = 'PendingFileLostError';
}

/**
 * The file has its row now: run inside the transaction that wrote the row. Throws PendingFileLostError (and so
 * rolls the row back) when the sweep took the key first, as its file may already be removed.
 */
export async function settlePendingFile(tx: Queryable, key: string): Promise<void> {
  const settled = await tx
    .delete(pendingFiles)
    .where(eq(pendingFiles.fileKey, key))
    .returning({ key: pendingFiles.fileKey });
  if (settled.length === 0) throw new PendingFileLostError(key);
}

/** The file will not get its row: removes the file, then its pending record. */
export async function abandonPendingFile(db: Database, storage: FileStorage, key: string): Promise<void> {
  await storage.delete(key);
  await db.delete(pendingFiles).where(eq(pendingFiles.fileKey, key));
}

/**
 * Takes the pending keys older than `graceMs` away from their writers (long gone: a crash) and answers them, so
 * their files can be removed. Taken before the files go, so a writer that does turn up fails to settle its
 * key instead of giving a row to a removed file.
 */
export async function takeStalePendingFiles(db: Database, graceMs: number): Promise<string[]> {
  const rows = await db
    .delete(pendingFiles)
    .where(lt(pendingFiles.createdAt, sql`now() - make_interval(secs => ${graceMs / 1000})`))
    .returning({ key: pendingFiles.fileKey });
  return rows.map((row) => row.key);
}

/** Every key still being written, whatever its age. */
export async function allPendingFiles(db: Database): Promise<Set<string>> {
  const rows = await db.select({ key: pendingFiles.fileKey }).from(pendingFiles);
  return new Set(rows.map((row) => row.key));
}
