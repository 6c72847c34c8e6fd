import { and, eq, inArray, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { archivePages, archives } from '../../db/schema.ts';
import { defineJobKind, type JobKind } from '../../jobs/kind.ts';
import { type FileStorage, readStoredFile } from '../../storage/index.ts';
import { type PageText, savePages } from '../pages.ts';
import type { ExtractedPage } from './pdf-text.ts';
import { UnreadablePdfError } from './pdfjs.ts';
import {
  ARCHIVE_TEXT_MAX_ATTEMPTS,
  archiveJobPayload,
  EXTRACT_TEXT_KIND,
  OCR_KIND,
  queueArchiveTextJob,
} from './queue.ts';
import { extractPagesOffThread } from './text-thread/index.ts';

/**
 * What the search jobs need. `textRead`, when given, runs once an archive's text has been written (by the text
 * layer, and again when OCR has read every scan): the composition root hands in what else reads the pages.
 */
export type ArchiveFileDeps = {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  textRead?: (archiveId: number) => Promise<void>;
};

/** Pages written to the index in one statement: a bounded statement for an archive of hundreds of pages. */
const SAVE_BATCH = 50;

/**
 * The stored PDF of one archive, deleted ones included (they can be restored); or why there is none: `gone` (the
 * archive was purged) or `file missing`. Shared with OCR.
 */
export async function readArchiveFile(
  { db, storage, logger }: ArchiveFileDeps,
  archiveId: number,
): Promise<Uint8Array | string> {
  const [row] = await db
    .select({ fileKey: archives.fileKey })
    .from(archives)
    .where(eq(archives.id, archiveId));
  if (!row) return 'gone';
  const bytes = await readStoredFile(storage, row.fileKey);
  if (bytes !== null) return bytes;
  logger.warn({ event: 'search_file_missing', archiveId }, 'an archive has no stored file to read');
  return 'file missing';
}

/** The job's result for a PDF that pdf.js cannot open, logged: trying again would not help. */
export function unreadable(
  { logger }: ArchiveFileDeps,
  archiveId: number,
  error: UnreadablePdfError,
): string {
  logger.warn(
    { event: 'search_file_unreadable', archiveId, reason: error.message },
    'an archive’s PDF could not be read for search',
  );
  return `unreadable: ${error.message}`;
}

/**
 * The pages of an archive whose OCR has ended, done or failed, or whose OCR text waits to be read again (to keep
 * its lines' places): running extraction again keeps what OCR read, searchable meanwhile.
 */
async function pagesReadByOcr(db: Database, archiveId: number): Promise<Set<number>> {
  const rows = await db
    .select({ page: archivePages.page })
    .from(archivePages)
    .where(
      and(
        eq(archivePages.archiveId, archiveId),
        or(inArray(archivePages.ocrStatus, ['done', 'failed']), eq(archivePages.source, 'ocr')),
      ),
    );
  return new Set(rows.map((row) => row.page));
}

/** Whether any page of an archive waits for OCR. */
async function waitsForOcr(db: Database, archiveId: number): Promise<boolean> {
  const [row] = await db
    .select({ page: archivePages.page })
    .from(archivePages)
    .where(and(eq(archivePages.archiveId, archiveId), eq(archivePages.ocrStatus, 'waiting')))
    .limit(1);
  return row !== undefined;
}

/**
 * Puts every page of one archive in the search index from its PDF's text layer (docs/decisions/016-search-index.md).
 * A page with too little text is a scan: it is written with what text it has and waits for OCR, and one OCR job
 * is queued for the archive. Running it again writes the same pages and keeps what OCR has read. Returns what it
 * did, as the job's result.
 */
export async function extractArchiveText(
  deps: ArchiveFileDeps,
  archiveId: number,
  signal: AbortSignal,
): Promise<string> {
  const bytes = await readArchiveFile(deps, archiveId);
  if (typeof bytes === 'string') return bytes;
  let extracted: ExtractedPage[];
  try {
    extracted = await extractPagesOffThread(bytes, signal);
  } catch (error) {
    if (error instanceof UnreadablePdfError) return unreadable(deps, archiveId, error);
    throw error;
  }
  const keep = await pagesReadByOcr(deps.db, archiveId);
  const pages: PageText[] = extracted
    .filter((page) => !(page.scanned && keep.has(page.page)))
    .map((page) => ({
      page: page.page,
      text: page.text,
      lines: page.lines,
      source: 'text_layer',
      ocrStatus: page.scanned ? 'waiting' : 'not_needed',
    }));
  for (let start = 0; start < pages.length; start += SAVE_BATCH) {
    await savePages(deps.db, archiveId, pages.slice(start, start + SAVE_BATCH));
  }
  const scans = pages.filter((page) => page.ocrStatus === 'waiting').length;
  if (await waitsForOcr(deps.db, archiveId)) await queueArchiveTextJob(deps.db, OCR_KIND, archiveId);
  await deps.textRead?.(archiveId);
  return `${pages.length} pages written, ${scans} waiting for OCR`;
}

/** Reading one archive's text layer into the search index. */
export function extractArchiveTextJobKind(deps: ArchiveFileDeps): JobKind {
  return defineJobKind({
    kind: EXTRACT_TEXT_KIND,
    payload: archiveJobPayload,
    maxAttempts: ARCHIVE_TEXT_MAX_ATTEMPTS,
    interruptedMessage: '讀取考古題文字以供搜尋時伺服器中斷',
    logPrefix: 'search_extract',
    run: async (job, { signal }) => ({
      result: await extractArchiveText(deps, job.payload.archive_id, signal),
    }),
  });
}
