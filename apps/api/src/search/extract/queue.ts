import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DuplicateJobError, insertJob } from '../../jobs/repository.ts';

/** Reads an archive's text layer into the search index (queued at upload, and once for older archives). */
export const EXTRACT_TEXT_KIND = 'extract-archive-text';
/** Reads the scanned pages of an archive with OCR. */
export const OCR_KIND = 'ocr-archive';

export type ArchiveTextKind = typeof EXTRACT_TEXT_KIND | typeof OCR_KIND;

/** The payload of both kinds. */
export const archiveJobPayload = z.object({ archive_id: z.number().int().positive() });

/** Claims either kind may use; a failure of the file itself is a result, not a retry. */
export const ARCHIVE_TEXT_MAX_ATTEMPTS = 5;

/** At most one job of a kind pending or running per archive. */
export const archiveJobKey = (kind: ArchiveTextKind, archiveId: number) => `${kind}:${archiveId}`;

/**
 * Queues `kind` for one archive unless one is pending or running already; true when this call queued it. Safe
 * inside a transaction: the job is written under a savepoint of its own, so a refused duplicate leaves the rest
 * of the transaction intact.
 */
export async function queueArchiveTextJob(
  db: Database,
  kind: ArchiveTextKind,
  archiveId: number,
): Promise<boolean> {
  try {
    await db.transaction((tx) =>
      insertJob(tx, {
        kind,
        payload: { archive_id: archiveId } satisfies z.input<typeof archiveJobPayload>,
        maxAttempts: ARCHIVE_TEXT_MAX_ATTEMPTS,
        dedupeKey: archiveJobKey(kind, archiveId),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof DuplicateJobError) return false;
    throw error;
  }
}
