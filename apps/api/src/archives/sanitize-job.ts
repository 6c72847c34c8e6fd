import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { archives } from '../db/schema.ts';
import { abandonPendingFile, settlePendingFile, writePendingFile } from '../files/pending.ts';
import { defineJobKind, type JobKind } from '../jobs/kind.ts';
import { PdfError } from '../pdf/errors.ts';
import { sanitizePdfOffThread } from '../pdf/thread/off-thread.ts';
import { type FileStorage, readStoredFile } from '../storage/index.ts';

export const SANITIZE_ARCHIVE_KIND = 'sanitize-archive';

const payloadSchema = z.object({ archive_id: z.number().int().positive() });

type Deps = { db: Database; storage: FileStorage; logger: Logger };

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/**
 * Removes the active content of one stored archive's PDF, as uploads now do, deleted archives included. The
 * cleaned file is written under a new key, then the row is switched to it only if it still names the file that
 * was read, and only then is the old file removed: a crash leaves the old file in use and, at worst, a pending
 * new one the sweep removes. A file the check refuses today (damaged, encrypted) is kept as it is.
 */
export async function sanitizeStoredArchive(
  { db, storage, logger }: Deps,
  archiveId: number,
): Promise<string> {
  const [row] = await db.select().from(archives).where(eq(archives.id, archiveId));
  if (!row) return 'gone';
  const original = await readStoredFile(storage, row.fileKey);
  if (original === null) {
    logger.warn({ event: 'sanitize_file_missing', archiveId }, 'an archive has no stored file');
    return 'file missing';
  }
  let cleaned: Uint8Array;
  try {
    cleaned = (await sanitizePdfOffThread(original)).bytes;
  } catch (error) {
    if (!(error instanceof PdfError)) throw error;
    logger.warn(
      { event: 'sanitize_refused', archiveId, reason: error.code },
      'a stored archive was kept as it is',
    );
    return `kept: ${error.code}`;
  }
  if (sameBytes(original, cleaned)) return 'unchanged';

  const key = await writePendingFile(db, storage, cleaned);
  const switched = await db.transaction(async (tx) => {
    const updated = await tx
      .update(archives)
      .set({ fileKey: key, fileSize: cleaned.length })
      .where(and(eq(archives.id, archiveId), eq(archives.fileKey, row.fileKey)))
      .returning({ id: archives.id });
    if (updated.length > 0) await settlePendingFile(tx, key);
    return updated.length > 0;
  });
  if (!switched) {
    await abandonPendingFile(db, storage, key);
    // Purged meanwhile: nothing left to clean. Otherwise its file changed under us: try again later.
    const [still] = await db.select({ id: archives.id }).from(archives).where(eq(archives.id, archiveId));
    if (!still) return 'gone';
    throw new Error(`archive ${archiveId} changed its file while being cleaned`);
  }
  await storage.delete(row.fileKey);
  logger.info({ event: 'archive_sanitized', archiveId }, 'a stored archive was cleaned of active content');
  return 'cleaned';
}

/** One stored archive, cleaned of active content (queued once for every archive stored before uploads were). */
export function sanitizeArchiveJobKind(deps: Deps): JobKind {
  return defineJobKind({
    kind: SANITIZE_ARCHIVE_KIND,
    payload: payloadSchema,
    maxAttempts: 5,
    interruptedMessage: '清除考古題檔案中的主動內容時伺服器中斷',
    run: async (job) => ({ result: await sanitizeStoredArchive(deps, job.payload.archive_id) }),
  });
}
