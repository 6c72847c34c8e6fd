import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { archives } from '../db/schema.ts';
import { defineMaintenanceJob, type JobKind } from '../jobs/kind.ts';
import type { FileStorage, ListedObject } from '../storage/index.ts';
import { ARCHIVE_PREFIX, allPendingFiles, takeStalePendingFiles } from './pending.ts';

export const SWEEP_ORPHANS_KIND = 'sweep-orphans';

type Deps = { db: Database; storage: FileStorage; logger: Logger };

export type SweepReport = { pending: number; unreferenced: number; partial: number };

/** Keys of archive rows, deleted ones included, among `keys`. */
async function referenced(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: archives.fileKey })
    .from(archives)
    .where(inArray(archives.fileKey, keys));
  return new Set(rows.map((row) => row.key));
}

/** Listed objects in batches, so each batch is checked against the database in one query. */
async function* batches(objects: AsyncIterable<ListedObject>, size: number): AsyncGenerator<ListedObject[]> {
  let batch: ListedObject[] = [];
  for await (const object of objects) {
    batch.push(object);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Removes what a crash left between storing a file and committing its row, once it is older than `graceMs`
 * (no writer still at work could be that slow): pending keys with their files, archive files no row names
 * (deleted rows keep theirs), and the local store's partial writes. Files younger than the grace, or still
 * pending, are never touched, so a sweep can run while uploads do.
 */
export async function sweepOrphans(
  { db, storage, logger }: Deps,
  graceMs: number,
  signal?: AbortSignal,
): Promise<SweepReport> {
  const report: SweepReport = { pending: 0, unreferenced: 0, partial: 0 };
  for (const key of await takeStalePendingFiles(db, graceMs)) {
    // A pending key never has a row: the transaction that writes the row clears it.
    await storage.delete(key);
    report.pending += 1;
  }
  const cutoff = new Date(Date.now() - graceMs);
  for await (const batch of batches(storage.list(ARCHIVE_PREFIX), 500)) {
    signal?.throwIfAborted();
    const old = batch.filter((object) => object.lastModified < cutoff);
    const named = await referenced(
      db,
      old.map((object) => object.key),
    );
    // Read after the listing, so a key that became pending meanwhile is seen.
    const pending = await allPendingFiles(db);
    for (const object of old) {
      if (named.has(object.key) || pending.has(object.key)) continue;
      await storage.delete(object.key);
      report.unreferenced += 1;
    }
  }
  report.partial = await storage.removeIncompleteWrites(cutoff);
  if (report.pending + report.unreferenced + report.partial > 0) {
    logger.info({ event: 'orphans_swept', ...report }, 'files a crash left behind were removed');
  }
  return report;
}

/** The sweep as a job, queued on start and periodically (see maintenance schedule). */
export function sweepOrphansJobKind(deps: Deps & { graceMs: number }): JobKind {
  return defineMaintenanceJob({
    kind: SWEEP_ORPHANS_KIND,
    interruptedMessage: '清理遺留檔案時伺服器中斷',
    work: (signal) => sweepOrphans(deps, deps.graceMs, signal),
  });
}
