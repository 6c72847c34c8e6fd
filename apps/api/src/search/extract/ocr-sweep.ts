import { and, eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { archivePages, archives } from '../../db/schema.ts';
import { defineMaintenanceJob, type JobKind } from '../../jobs/kind.ts';
import { OCR_KIND, queueArchiveTextJob } from './queue.ts';

export const SWEEP_OCR_KIND = 'sweep-ocr';

/**
 * Gives every archive with pages still waiting for OCR an OCR job, unless one is waiting or running already: a
 * job that failed for good (Tesseract missing, say) or was lost leaves its pages waiting, and they are read once
 * OCR works again. Archives in the trash are left alone. Says how many jobs it queued.
 */
export async function queueWaitingOcr(db: Database): Promise<number> {
  const waiting = await db
    .selectDistinct({ archiveId: archivePages.archiveId })
    .from(archivePages)
    .innerJoin(archives, eq(archives.id, archivePages.archiveId))
    .where(and(eq(archivePages.ocrStatus, 'waiting'), isNull(archives.deletedAt)));
  let queued = 0;
  for (const { archiveId } of waiting) {
    if (await queueArchiveTextJob(db, OCR_KIND, archiveId)) queued += 1;
  }
  return queued;
}

/** The sweep as a maintenance job, queued on start and hourly. */
export function sweepOcrJobKind(deps: { db: Database; logger: Logger }): JobKind {
  return defineMaintenanceJob({
    kind: SWEEP_OCR_KIND,
    interruptedMessage: '檢查等待 OCR 的頁面時伺服器中斷',
    work: async () => {
      const queued = await queueWaitingOcr(deps.db);
      if (queued > 0) {
        deps.logger.warn(
          { event: 'ocr_requeued', queued },
          'pages waiting for OCR had no job; jobs were queued',
        );
      }
      return { queued };
    },
  });
}
