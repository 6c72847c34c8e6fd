import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { DatabaseOutage } from '../db/outage.ts';
import { logSafe } from './log-safe.ts';
import { enqueueOnce, pruneFinishedJobs } from './repository.ts';

/** A maintenance job queued on start and then every `everyMs`, by whichever replica's timer comes first. */
export type PeriodicJob = { kind: string; everyMs: number; maxAttempts: number };

/** Finished jobs without a user are kept this long for whoever looks into what ran, then removed. */
export const FINISHED_JOB_RETENTION_MS = 30 * 24 * 3_600_000;

/** `stop` clears the timers and resolves once no queueing touches the database any more. */
export type Schedule = { stop(): Promise<void> };

/**
 * Queues each periodic job now and then on its timer. Every replica runs one; the job's dedupe key (its kind)
 * lets one copy wait or run at a time, and a timer skips a job another replica finished within the period.
 * `onQueued` wakes this replica's worker.
 */
export function startSchedule(options: {
  db: Database;
  logger: Logger;
  jobs: readonly PeriodicJob[];
  onQueued: () => void;
  /** Told first of a failure to queue: an unreachable database is logged there, once per outage. */
  databaseOutage?: Pick<DatabaseOutage, 'report'>;
}): Schedule {
  const { db, logger } = options;
  const queue = async (job: PeriodicJob, onStart: boolean) => {
    try {
      const queued = await enqueueOnce(
        db,
        { kind: job.kind, payload: {}, maxAttempts: job.maxAttempts, dedupeKey: job.kind },
        onStart ? undefined : job.everyMs,
      );
      if (!onStart) await pruneFinishedJobs(db, FINISHED_JOB_RETENTION_MS);
      if (queued) options.onQueued();
    } catch (error) {
      if (options.databaseOutage?.report(error)) return;
      logger.error(
        { event: 'job_schedule_failed', kind: job.kind, err: logSafe(error) },
        'could not queue a job',
      );
    }
  };
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const timers = options.jobs.map((job) => {
    track(queue(job, true));
    return setInterval(() => track(queue(job, false)), job.everyMs).unref();
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}
