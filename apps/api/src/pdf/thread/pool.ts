import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startThread } from './start-thread.ts';

/** Why a thread's work did not finish: its time ran out, or its memory (the thread is then replaced). */
export type OverLimit = { limit: 'time' | 'memory'; cause?: unknown };

export type ThreadPoolOptions<Reply> = {
  /** The thread's module (see start-thread.ts): it answers each message it is sent with one message. */
  entry: URL;
  /** Threads at work at once; more requests wait for the first one freed. */
  size: number;
  /** How long one request may take, unless the request says otherwise, and how much memory a thread may hold. */
  limits: { timeoutMs: number; maxOldGenerationSizeMb: number };
  /** Reads a thread's answer; throws when it is not one. */
  parse(message: unknown): Reply;
  /** The error a request past its limits is refused with. */
  overLimit(reason: OverLimit): Error;
};

/** Threads a pool of PDF work keeps: one per core the server's own thread leaves free, and at least one. */
export const SPARE_CORES = Math.max(1, availableParallelism() - 1);

export type RunOptions = {
  timeoutMs?: number;
  /** Ends the request when it aborts: its thread is ended, and the request refused with the signal's reason. */
  signal?: AbortSignal;
};

export type ThreadPool<Reply> = {
  run(request: unknown, options?: RunOptions): Promise<Reply>;
  /** Starts the threads not yet up, idle, so that the first request does not wait for one to start. */
  warm(): void;
};

/**
 * Worker threads that stay up between requests, since starting one (loading a PDF library) costs
 * more than most requests. A thread that ran out of time or memory, or failed, is ended, and another started in
 * its place when a request waits. Idle threads do not keep the process alive.
 */
export function createThreadPool<Reply>(options: ThreadPoolOptions<Reply>): ThreadPool<Reply> {
  const idle: Worker[] = [];
  const waiting: ((thread: Worker) => void)[] = [];
  let live = 0;

  function start(): Worker {
    live += 1;
    const { maxOldGenerationSizeMb } = options.limits;
    const thread = startThread(options.entry, { maxOldGenerationSizeMb });
    // A thread that ends while idle is forgotten; a busy one's end is its request's failure (run).
    thread.once('exit', () => {
      const at = idle.indexOf(thread);
      if (at === -1) return;
      idle.splice(at, 1);
      live -= 1;
    });
    return thread;
  }

  function acquire(): Promise<Worker> {
    const thread = idle.pop() ?? (live < options.size ? start() : undefined);
    if (thread) {
      thread.ref();
      return Promise.resolve(thread);
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

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
      next.unref();
      idle.push(next);
    }
  }

  async function run(request: unknown, { timeoutMs, signal }: RunOptions = {}): Promise<Reply> {
    signal?.throwIfAborted();
    const thread = await acquire();
    if (signal?.aborted) {
      release(thread, true);
      throw signal.reason;
    }
    return new Promise((resolve, reject) => {
      const settle = (healthy: boolean, finish: () => void) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        thread.off('message', onMessage).off('error', onError).off('exit', onExit);
        release(thread, healthy);
        finish();
      };
      const onMessage = (message: unknown) => {
        let reply: Reply;
        try {
          reply = options.parse(message);
        } catch (error) {
          settle(false, () => reject(error));
          return;
        }
        settle(true, () => resolve(reply));
      };
      const onError = (error: Error & { code?: string }) =>
        settle(false, () =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? options.overLimit({ limit: 'memory', cause: error })
              : error,
          ),
        );
      const onExit = (code: number) => settle(false, () => reject(new Error(`the thread ended (${code})`)));
      const onAbort = () => settle(false, () => reject(signal?.reason));
      const timer = setTimeout(
        () => settle(false, () => reject(options.overLimit({ limit: 'time' }))),
        timeoutMs ?? options.limits.timeoutMs,
      );
      thread.on('message', onMessage).on('error', onError).on('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      thread.postMessage(request);
    });
  }

  function warm(): void {
    while (live < options.size) release(start(), true);
  }

  return { run, warm };
}
