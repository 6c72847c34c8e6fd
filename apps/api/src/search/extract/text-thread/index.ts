import { createThreadPool, SPARE_CORES } from '../../../pdf/thread/pool.ts';
import type { ExtractedPage } from '../pdf-text.ts';
import { UnreadablePdfError } from '../pdfjs.ts';
import { textReply } from './protocol.ts';

/** How long reading one file's text may take, and how much memory its thread may hold. */
export const TEXT_THREAD_LIMITS = { timeoutMs: 120_000, maxOldGenerationSizeMb: 512 };

/** A file past TEXT_THREAD_LIMITS: the job fails with this reason, and is tried again later. */
export class TextThreadLimitError extends Error {
  override name = 'TextThreadLimitError';
}

const reading = createThreadPool({
  entry: new URL('./thread.ts', import.meta.url),
  size: SPARE_CORES,
  limits: TEXT_THREAD_LIMITS,
  parse: (message) => textReply.parse(message),
  overLimit: ({ limit, cause }) =>
    new TextThreadLimitError(`reading the text took more ${limit} than a thread is given`, { cause }),
});

/**
 * Every page's text layer of `bytes` (see extractPages), read by pdf.js on a thread of its own: a file of
 * hundreds of pages takes seconds of steady computing, which on the server's own thread would hold up every
 * request. Throws UnreadablePdfError when pdf.js cannot open the file; when `signal` aborts, the thread is
 * ended and the signal's reason thrown.
 */
export async function extractPagesOffThread(
  bytes: Uint8Array,
  signal: AbortSignal,
): Promise<ExtractedPage[]> {
  const reply = await reading.run({ bytes }, { signal });
  if (reply.kind === 'unreadable') throw new UnreadablePdfError(reply.reason);
  return reply.pages;
}

/** Starts the text threads before the first file, as a server that reads text layers starts. */
export const warmTextThreads = () => reading.warm();
