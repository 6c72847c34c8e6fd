import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { DatabaseOutage } from '../db/outage.ts';
import type { JobRow } from '../db/schema.ts';
import { InvalidPayloadError, type JobKind, type JobLane } from './kind.ts';
import { logSafe } from './log-safe.ts';
import {
  claimNextJob,
  failAbandonedJobs,
  finishJob,
  handBackJob,
  renewLease,
  retryJobLater,
} from './repository.ts';

export type JobWorkerOptions = {
  db: Database;
  logger: Logger;
  lanes: readonly JobLane[];
  /** How often an idle worker looks for work queued on other replicas. Default 1000 ms. */
  pollIntervalMs?: number;
  /** The wait before a failed run is tried again, by the attempt that failed. Default 5 s doubling, at most 10 min. */
  retryDelayMs?: (attempt: number) => number;
  /** Told how each run ended (finished, failed, retry, handed_back, superseded) and how long it took. */
  onJobDone?: (kind: string, outcome: string, seconds: number) => void;
  /** Told first of a failure to read the queue: an unreachable database is logged there, once per outage. */
  databaseOutage?: Pick<DatabaseOutage, 'report'>;
};

export type JobWorker = {
  /** Look for work now rather than at the next poll: a job was just queued on this replica. */
  kick(): void;
  /**
   * Stops claiming, cuts running jobs short without recording an outcome, and resolves once nothing touches
   * the database any more. Those jobs keep their lease and are taken up again when it runs out.
   */
  stop(): Promise<void>;
};

/** What a job records when its last attempt threw; the details are in the log. */
export const JOB_FAILED_MESSAGE = '背景工作失敗';
const defaultRetryDelay = (attempt: number) => Math.min(5000 * 2 ** (attempt - 1), 600_000);

type Slot = { lane: JobLane; kind: JobKind };

/** What running one claimed job needs from its worker. */
type RunDeps = Pick<JobWorkerOptions, 'db' | 'logger' | 'onJobDone'> & {
  retryDelayMs: (attempt: number) => number;
  /** Aborts when the worker stops. */
  stopping: AbortSignal;
};

/** Renews the lease until `done` aborts; aborts `lost` when the claim is gone. */
async function holdLease(
  { db, logger }: RunDeps,
  job: JobRow,
  claim: string,
  lane: JobLane,
  done: AbortSignal,
  lost: AbortController,
) {
  while (!done.aborted) {
    const slept = await sleep(lane.leaseMs / 3, true, { signal: done }).catch(() => false);
    if (!slept) return;
    try {
      if (!(await renewLease(db, job.id, claim, lane.leaseMs))) lost.abort();
    } catch (error) {
      logger.warn(
        { event: 'job_lease_renewal_failed', kind: job.kind, jobId: job.id, err: logSafe(error) },
        'could not renew a job lease',
      );
    }
  }
}

/**
 * Runs one claimed job while holding its lease, and records how it ended: its outcome, a retry after a
 * back-off, or, when the worker stops, the job handed back. A run whose claim was lost records nothing.
 */
async function runJob(deps: RunDeps, { lane, kind }: Slot, job: JobRow, claim: string) {
  const { db, logger, retryDelayMs, stopping } = deps;
  const ids = { kind: job.kind, jobId: job.id };
  const lost = new AbortController();
  const done = new AbortController();
  const timeLimit = AbortSignal.timeout(lane.timeLimitMs);
  const lease = holdLease(deps, job, claim, lane, done.signal, lost);
  const log = logger[kind.runsLogLevel].bind(logger);
  log({ event: `${kind.logPrefix}_started`, ...ids, attempt: job.attempts }, `${job.kind} started`);
  const started = performance.now();
  /** How the run ended, as onJobDone hears it; a run whose job another worker took is `superseded`. */
  let ended = 'superseded';
  try {
    const signal = AbortSignal.any([stopping, lost.signal, timeLimit]);
    const outcome = await kind
      .run(job, { signal, timeLimit, timeLimitMs: lane.timeLimitMs })
      .catch(async (error: unknown) => {
        if (stopping.aborted || lost.signal.aborted) return null;
        const final = error instanceof InvalidPayloadError || job.attempts >= job.maxAttempts;
        logger.error(
          { event: `${kind.logPrefix}_${final ? 'failed' : 'retry'}`, ...ids, err: logSafe(error) },
          `${job.kind} failed`,
        );
        if (final) return { error: JOB_FAILED_MESSAGE };
        ended = 'retry';
        await retryJobLater(db, job.id, claim, (kind.retryDelayMs ?? retryDelayMs)(job.attempts));
        return null;
      });
    const succeeded = outcome !== null && 'result' in outcome;
    if (stopping.aborted && !lost.signal.aborted && !succeeded) {
      // Cut short because this server is stopping: another replica takes the job over now, not when the lease
      // runs out.
      const handedBack = await handBackJob(db, job.id, claim);
      ended = 'handed_back';
      log({ event: `${kind.logPrefix}_handed_back`, ...ids, handedBack }, `${job.kind} handed back`);
      return;
    }
    // Superseded or put back for a retry: the outcome belongs to whoever holds the job next.
    if (outcome === null || lost.signal.aborted) return;
    const recorded = await finishJob(db, job.id, claim, outcome);
    ended = 'result' in outcome ? 'finished' : 'failed';
    log(
      { event: `${kind.logPrefix}_finished`, ...ids, ok: 'result' in outcome, recorded },
      `${job.kind} finished`,
    );
  } finally {
    done.abort();
    await lease;
    deps.onJobDone?.(job.kind, ended, (performance.now() - started) / 1000);
  }
}

/** The queue's consumer inside the server process: every lane's kinds, each lane within its own slots. */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const stopping = new AbortController();
  const runDeps: RunDeps = {
    db,
    logger,
    retryDelayMs: options.retryDelayMs ?? defaultRetryDelay,
    stopping: stopping.signal,
    onJobDone: options.onJobDone,
  };
  const running = new Map<JobLane, Set<Promise<void>>>();
  const slots = new Map<string, Slot>();
  for (const lane of options.lanes) {
    running.set(lane, new Set());
    for (const kind of lane.kinds) slots.set(kind.kind, { lane, kind });
  }
  const interrupted = new Map([...slots].map(([name, slot]) => [name, slot.kind.interruptedMessage]));
  let wakeUp: (() => void) | null = null;
  let kicked = false;

  const kick = () => {
    kicked = true;
    wakeUp?.();
  };

  async function idle() {
    if (kicked || stopping.signal.aborted) return;
    const wait = new AbortController();
    wakeUp = () => wait.abort();
    await sleep(pollIntervalMs, undefined, { signal: wait.signal }).catch(() => undefined);
    wakeUp = null;
  }

  /** The kinds that have a free slot, each with its lane's lease. */
  function claimable(): Map<string, number> {
    const leases = new Map<string, number>();
    for (const [name, { lane }] of slots) {
      if ((running.get(lane)?.size ?? 0) < lane.concurrency) leases.set(name, lane.leaseMs);
    }
    return leases;
  }

  function start(slot: Slot, job: JobRow, claim: string) {
    const lanes = running.get(slot.lane);
    const task: Promise<void> = runJob(runDeps, slot, job, claim)
      .catch((error: unknown) => {
        // The database went away mid-job: the outage's one line says so, and the job's lease runs out, so a
        // worker takes it again once the database is back.
        if (options.databaseOutage?.report(error)) return;
        logger.error(
          { event: `${slot.kind.logPrefix}_crashed`, kind: job.kind, jobId: job.id, err: logSafe(error) },
          'a job could not be recorded',
        );
      })
      .finally(() => {
        lanes?.delete(task);
        kick();
      });
    lanes?.add(task);
  }

  async function loop() {
    while (!stopping.signal.aborted) {
      kicked = false;
      try {
        await failAbandonedJobs(db, interrupted);
        while (!stopping.signal.aborted) {
          const leases = claimable();
          const claimed = await claimNextJob(db, leases);
          if (!claimed) break;
          const slot = slots.get(claimed.job.kind);
          if (!slot) throw new Error(`claimed a job of an unknown kind: ${claimed.job.kind}`);
          start(slot, claimed.job, claimed.claim);
        }
      } catch (error) {
        if (!options.databaseOutage?.report(error)) {
          logger.error(
            { event: 'job_worker_poll_failed', err: logSafe(error) },
            'job worker could not read the queue',
          );
        }
      }
      await idle();
    }
  }

  const serving = options.lanes.some((lane) => lane.concurrency > 0 && lane.kinds.length > 0);
  const looping = serving ? loop() : Promise.resolve();
  return {
    kick,
    async stop() {
      stopping.abort();
      wakeUp?.();
      await looping;
      await Promise.all([...running.values()].flatMap((tasks) => [...tasks]));
    },
  };
}
