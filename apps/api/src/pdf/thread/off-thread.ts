import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { PdfError } from '../errors.ts';
import type { PdfLimits } from '../load.ts';
import { sanitizeReply } from './protocol.ts';
import { startThread } from './start-thread.ts';

/** Threads cleaning files at once: one per core the server's own thread leaves free, and at least one. */
const THREADS = Math.max(1, availableParallelism() - 1);

/**
 * How long one file may take and how much memory its thread may hold before the file is refused as too complex
 * (`too_complex`): a file that needs more is built to exhaust the server, not an exam.
 */
export const PDF_THREAD_LIMITS = { timeoutMs: 60_000, maxOldGenerationSizeMb: 512 };

export type ThreadLimits = PdfLimits & { timeoutMs?: number };
type Cleaned = { bytes: Uint8Array; pageCount: number };

// The threads stay up between files, since starting one costs more than cleaning a whole exam; a thread that
// ran out of time or memory is ended and another started in its place.
const idle: Worker[] = [];
const waiting: ((thread: Worker) => void)[] = [];
let live = 0;

function start(): Worker {
  live += 1;
  const { maxOldGenerationSizeMb } = PDF_THREAD_LIMITS;
  const thread = startThread(new URL('./sanitize-thread.ts', import.meta.url), { maxOldGenerationSizeMb });
  // A thread that ends while idle is forgotten; a busy one's end is its file's failure (cleanOn).
  thread.once('exit', () => {
    const at = idle.indexOf(thread);
    if (at === -1) return;
    idle.splice(at, 1);
    live -= 1;
  });
  return thread;
}

/** A thread to clean one file on: an idle one, a new one while fewer than THREADS run, or the next one freed. */
function acquire(): Promise<Worker> {
  const thread = idle.pop() ?? (live < THREADS ? start() : undefined);
  if (thread) {
    thread.ref();
    return Promise.resolve(thread);
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Gives `thread` back when `healthy`; otherwise ends it, and starts a replacement for a file that waits. */
function release(thread: Worker, healthy: boolean): void {
  let next: Worker | undefined = thread;
  if (!healthy) {
    live -= 1;
    void thread.terminate();
    next = waiting.length > 0 ? start() : undefined;
  }
  if (!next) return;
  const turn = waiting.shift();
  if (turn) turn(next);
  else {
    // An idle thread does not keep the server's process alive.
    next.unref();
    idle.push(next);
  }
}

function cleanOn(thread: Worker, bytes: Uint8Array, { maxPages, timeoutMs }: ThreadLimits): Promise<Cleaned> {
  return new Promise((resolve, reject) => {
    const settle = (healthy: boolean, finish: () => void) => {
      clearTimeout(timer);
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      release(thread, healthy);
      finish();
    };
    const onMessage = (message: unknown) => {
      const parsed = sanitizeReply.safeParse(message);
      if (!parsed.success) {
        settle(false, () => reject(new Error(`the PDF thread answered ${parsed.error.message}`)));
        return;
      }
      const reply = parsed.data;
      if (reply.kind === 'refused') settle(true, () => reject(new PdfError(reply.code)));
      else settle(true, () => resolve({ bytes: reply.bytes, pageCount: reply.pageCount }));
    };
    const onError = (error: Error & { code?: string }) =>
      settle(false, () =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PdfError('too_complex', { cause: error }) : error,
        ),
      );
    const onExit = (code: number) => settle(false, () => reject(new Error(`the PDF thread ended (${code})`)));
    const timer = setTimeout(
      () => settle(false, () => reject(new PdfError('too_complex'))),
      timeoutMs ?? PDF_THREAD_LIMITS.timeoutMs,
    );
    thread.on('message', onMessage).on('error', onError).on('exit', onExit);
    thread.postMessage({ bytes, maxPages: maxPages ?? null });
  });
}

/**
 * sanitizePdf on a thread of its own, so that reading a file of thousands of pages holds up no request: the
 * same answer, or the same PdfError, and `too_complex` past PDF_THREAD_LIMITS. When THREADS files are already
 * being cleaned, a file waits for the first thread freed.
 */
export async function sanitizePdfOffThread(bytes: Uint8Array, limits: ThreadLimits = {}): Promise<Cleaned> {
  return cleanOn(await acquire(), bytes, limits);
}
