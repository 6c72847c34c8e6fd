import { PdfError } from '../errors.ts';
import type { PdfLimits } from '../load.ts';
import { createThreadPool, SPARE_CORES } from './pool.ts';
import { sanitizeReply } from './protocol.ts';

/**
 * How long one file may take and how much memory its thread may hold before the file is refused as too complex
 * (`too_complex`): a file that needs more is built to exhaust the server, not an exam.
 */
export const PDF_THREAD_LIMITS = { timeoutMs: 60_000, maxOldGenerationSizeMb: 512 };

export type ThreadLimits = PdfLimits & { timeoutMs?: number };

const cleaning = createThreadPool({
  entry: new URL('./sanitize-thread.ts', import.meta.url),
  size: SPARE_CORES,
  limits: PDF_THREAD_LIMITS,
  parse: (message) => sanitizeReply.parse(message),
  overLimit: ({ cause }) => new PdfError('too_complex', { cause }),
});

/**
 * sanitizePdf on a thread of its own, so that reading a file of thousands of pages holds up no request: the
 * same answer, or the same PdfError, and `too_complex` past PDF_THREAD_LIMITS. When every thread is cleaning a
 * file, a file waits for the first one freed.
 */
export async function sanitizePdfOffThread(
  bytes: Uint8Array,
  { maxPages, timeoutMs }: ThreadLimits = {},
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const reply = await cleaning.run({ bytes, maxPages: maxPages ?? null }, timeoutMs ? { timeoutMs } : {});
  if (reply.kind === 'refused') throw new PdfError(reply.code);
  return { bytes: reply.bytes, pageCount: reply.pageCount };
}
