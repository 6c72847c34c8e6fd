import { z } from 'zod';
import type { JobRow } from '../db/schema.ts';
import type { JobOutcome } from './repository.ts';

/** A job as its handler sees it: the row, with the payload checked by the kind's schema. */
export type Job<P> = Omit<JobRow, 'payload'> & { payload: P };

/** What a run is given besides its job. */
export type RunContext = {
  /** Aborts when the worker stops, the claim is lost or the time limit passes: stop and return anything. */
  signal: AbortSignal;
  /** Aborts when the time limit passes (and only then), so a handler can tell the user why it stopped. */
  timeLimit: AbortSignal;
  timeLimitMs: number;
};

/**
 * One kind of background job: its name, the schema of its payload and its handler. A handler returns the
 * outcome to record; one that throws is retried with a back-off until `maxAttempts` claims were used.
 */
export type JobKindSpec<P> = {
  kind: string;
  payload: z.ZodType<P>;
  /** Claims a job may use: a lease that runs out (a dead worker) or a thrown error counts one each. */
  maxAttempts: number;
  /** What a job records when its last claim ran out with its worker dead. */
  interruptedMessage: string;
  /** The prefix of its log events (`<prefix>_started`, `_finished`, `_retry`, `_crashed`); `job` by default. */
  logPrefix?: string;
  /**
   * The level of the lines saying a run started, finished or was handed back: `debug` (the default) for
   * routine work, which runs by the hundred (each upload's text, the hourly sweeps); `info` for work a user
   * asked for and waits on. A failure is logged as an error whatever this says.
   */
  runsLogLevel?: 'info' | 'debug';
  /** The wait before a failed run is tried again, by the attempt that failed; the worker's own unless given. */
  retryDelayMs?: ((attempt: number) => number) | undefined;
  run(job: Job<P>, context: RunContext): Promise<JobOutcome>;
};

/** A kind with its payload type erased, as the worker runs it: the payload is checked before the handler sees it. */
export type JobKind = {
  kind: string;
  maxAttempts: number;
  interruptedMessage: string;
  logPrefix: string;
  runsLogLevel: 'info' | 'debug';
  retryDelayMs?: ((attempt: number) => number) | undefined;
  run(job: JobRow, context: RunContext): Promise<JobOutcome>;
};

/** A payload that does not fit its kind's schema: the job cannot ever run, so it is failed, not retried. */
export class InvalidPayloadError extends Error {
  override name = 'InvalidPayloadError';
}

export function defineJobKind<P>(spec: JobKindSpec<P>): JobKind {
  return {
    kind: spec.kind,
    maxAttempts: spec.maxAttempts,
    interruptedMessage: spec.interruptedMessage,
    logPrefix: spec.logPrefix ?? 'job',
    runsLogLevel: spec.runsLogLevel ?? 'debug',
    retryDelayMs: spec.retryDelayMs,
    async run(job, context) {
      const parsed = spec.payload.safeParse(job.payload);
      if (!parsed.success) throw new InvalidPayloadError(`${spec.kind}: ${parsed.error.message}`);
      return spec.run({ ...job, payload: parsed.data }, context);
    },
  };
}

/**
 * Kinds a worker serves together: they share `concurrency` slots, a lease and a time limit. A long kind gets a
 * lane of its own, so a queue of short jobs never waits behind it, nor it behind them.
 */
export type JobLane = {
  name: string;
  kinds: readonly JobKind[];
  /** Jobs of this lane running at once in this process; 0 leaves them to other replicas. */
  concurrency: number;
  leaseMs: number;
  timeLimitMs: number;
};

/**
 * A periodic maintenance job: no payload, three claims, and a summary of what it did recorded as its result.
 * `work` returns that summary (counts of what it removed, say).
 */
export function defineMaintenanceJob(spec: {
  kind: string;
  interruptedMessage: string;
  work(signal: AbortSignal): Promise<object>;
}): JobKind {
  return defineJobKind({
    kind: spec.kind,
    payload: z.object({}),
    maxAttempts: 3,
    interruptedMessage: spec.interruptedMessage,
    run: async (_job, { signal }) => ({ result: JSON.stringify(await spec.work(signal)) }),
  });
}
