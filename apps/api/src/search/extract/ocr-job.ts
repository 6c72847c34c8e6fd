import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { archivePages } from '../../db/schema.ts';
import { defineJobKind, type JobKind } from '../../jobs/kind.ts';
import { type PageText, savePages } from '../pages.ts';
import { type ArchiveFileDeps, readArchiveFile, unreadable } from './extract-job.ts';
import { type OcrPage, type PageLine, pageLinesSchema } from './lines.ts';
import { UnreadablePdfError } from './pdfjs.ts';
import { ARCHIVE_TEXT_MAX_ATTEMPTS, archiveJobPayload, OCR_KIND } from './queue.ts';
import { openPageRenderer, type PageRenderer, RenderPageError } from './render-thread/index.ts';
import { OcrPageError, runTesseract, type TesseractOptions } from './tesseract.ts';

export type OcrDeps = ArchiveFileDeps & { tesseract: TesseractOptions };

type WaitingPage = { page: number; text: string; lines: PageLine[] };

/** The first page of the archive still waiting for OCR, read afresh each time: a crash resumes where it was. */
async function nextWaitingPage(db: Database, archiveId: number): Promise<WaitingPage | null> {
  const [row] = await db
    .select({ page: archivePages.page, text: archivePages.text, lines: archivePages.lines })
    .from(archivePages)
    .where(and(eq(archivePages.archiveId, archiveId), eq(archivePages.ocrStatus, 'waiting')))
    .orderBy(asc(archivePages.page))
    .limit(1);
  if (!row) return null;
  const lines = pageLinesSchema.safeParse(row.lines);
  return { page: row.page, text: row.text, lines: lines.success ? lines.data : [] };
}

/** A page OCR could not read keeps the text it had (its text layer's) and says so. */
const failedPage = ({ page, text, lines }: WaitingPage): PageText => ({
  page,
  text,
  lines,
  source: 'text_layer',
  ocrStatus: 'failed',
});

/**
 * One page read by Tesseract; null when this page cannot be read (pdf.js cannot draw it, or Tesseract fails on
 * it). Anything else, such as Tesseract missing or the run being stopped, is thrown.
 */
async function readPage(
  deps: OcrDeps,
  renderer: PageRenderer,
  where: { archiveId: number; page: number },
  signal: AbortSignal,
): Promise<OcrPage | null> {
  try {
    const picture = await renderer.render(where.page);
    return await runTesseract(picture.png, picture.dpi, signal, deps.tesseract);
  } catch (error) {
    if (!(error instanceof RenderPageError || error instanceof OcrPageError) || signal.aborted) throw error;
    deps.logger.warn({ event: 'ocr_page_failed', ...where, reason: error.message }, 'OCR failed on a page');
    return null;
  }
}

/** Marks every page still waiting as failed: the archive's file cannot be read, so they never will be. */
async function failWaitingPages(db: Database, archiveId: number) {
  for (let next = await nextWaitingPage(db, archiveId); next; next = await nextWaitingPage(db, archiveId)) {
    await savePages(db, archiveId, [failedPage(next)]);
  }
}

/**
 * Reads every page of one archive that waits for OCR, one at a time, and writes each as it is read: `done` with
 * the text Tesseract read, or `failed`. Pages are drawn on a thread of their own and read by Tesseract in a
 * process of its own, so the server keeps answering meanwhile. A page whose archive file is missing or
 * unreadable cannot ever be read, so it is failed too. Returns what it did, as the job's result.
 */
export async function ocrArchive(deps: OcrDeps, archiveId: number, signal: AbortSignal): Promise<string> {
  let next = await nextWaitingPage(deps.db, archiveId);
  if (!next) return 'no page waiting';
  const bytes = await readArchiveFile(deps, archiveId);
  let renderer: PageRenderer | string;
  try {
    renderer = typeof bytes === 'string' ? bytes : await openPageRenderer(bytes, signal);
  } catch (error) {
    if (!(error instanceof UnreadablePdfError)) throw error;
    renderer = unreadable(deps, archiveId, error);
  }
  if (typeof renderer === 'string') {
    if (renderer !== 'gone') await failWaitingPages(deps.db, archiveId);
    return renderer;
  }
  let read = 0;
  let failed = 0;
  try {
    for (; next; next = await nextWaitingPage(deps.db, archiveId)) {
      signal.throwIfAborted();
      const { page } = next;
      const ocr = page <= renderer.pages ? await readPage(deps, renderer, { archiveId, page }, signal) : null;
      if (ocr === null) failed += 1;
      else read += 1;
      await savePages(deps.db, archiveId, [
        ocr === null ? failedPage(next) : { page, ...ocr, source: 'ocr', ocrStatus: 'done' },
      ]);
    }
  } finally {
    await renderer.close();
  }
  await deps.textRead?.(archiveId);
  return `${read} pages read, ${failed} failed`;
}

/** Reading the scanned pages of one archive with Tesseract. */
export function ocrArchiveJobKind(deps: OcrDeps): JobKind {
  return defineJobKind({
    kind: OCR_KIND,
    payload: archiveJobPayload,
    maxAttempts: ARCHIVE_TEXT_MAX_ATTEMPTS,
    interruptedMessage: '辨識掃描考古題文字時伺服器中斷',
    logPrefix: 'search_ocr',
    run: async (job, { signal }) => ({ result: await ocrArchive(deps, job.payload.archive_id, signal) }),
  });
}
