import type { JobLane } from '../../jobs/kind.ts';
import { type ArchiveFileDeps, extractArchiveTextJobKind } from './extract-job.ts';
import { ocrArchiveJobKind } from './ocr-job.ts';
import { EXTRACT_TEXT_KIND, OCR_KIND } from './queue.ts';
import type { TesseractOptions } from './tesseract.ts';
import { warmTextThreads } from './text-thread/index.ts';

/** A claim on a search job lasts this long without renewal; the worker renews it every third of it. */
const LEASE_MS = 60_000;

/**
 * Reading text layers: a lane of its own, so an upload is searchable seconds after it is stored, never behind
 * OCR (seconds a page) nor behind maintenance. `concurrency` 0 leaves it to other replicas.
 */
export function searchTextLane(deps: ArchiveFileDeps, concurrency: number): JobLane {
  // pdf.js takes a second or more to load on its thread: loaded as the server starts, not on the first upload.
  if (concurrency > 0) warmTextThreads();
  return {
    name: EXTRACT_TEXT_KIND,
    kinds: [extractArchiveTextJobKind(deps)],
    concurrency,
    leaseMs: LEASE_MS,
    // Hundreds of pages take seconds; a run this long is stuck, and is tried again.
    timeLimitMs: 10 * 60_000,
  };
}

/** A page Tesseract has not read in this time is given up as failed. */
const OCR_PAGE_TIMEOUT_MS = 3 * 60_000;

/**
 * OCR of scanned pages: one archive at a time per replica, each page on one core, so a replica keeps serving
 * requests. A replica without Tesseract (`available` false) does not take these jobs: they wait for one that
 * has it. A run cut short by its time limit is tried again and goes on from the pages still waiting.
 */
export function ocrLane(
  deps: ArchiveFileDeps & { tesseract?: Partial<TesseractOptions> },
  available: boolean,
): JobLane {
  return {
    name: OCR_KIND,
    kinds: [ocrArchiveJobKind({ ...deps, tesseract: { timeoutMs: OCR_PAGE_TIMEOUT_MS, ...deps.tesseract } })],
    concurrency: available ? 1 : 0,
    leaseMs: LEASE_MS,
    timeLimitMs: 60 * 60_000,
  };
}
