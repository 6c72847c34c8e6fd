// A server's background work: the job worker of every lane and the periodic maintenance jobs it queues.
import type { DatabaseOutage } from './db/outage.ts';
import { type JobDeps, jobLanes, periodicJobs } from './job-lanes.ts';
import { startSchedule } from './jobs/schedule.ts';
import { startJobWorker } from './jobs/worker.ts';
import type { Metrics } from './metrics/metrics.ts';

export type BackgroundDeps = Omit<JobDeps, 'metrics'> & {
  metrics: Metrics;
  ocrAvailable: boolean;
  outage: DatabaseOutage;
};

/**
 * How long after it starts listening a server begins its background work (and the embedded database's first
 * statistics), unless a request queues some.
 */
export const BACKGROUND_START_DELAY_MS = 1_000;

/** The job worker serving every lane, and the periodic maintenance jobs queued for it; `stop` ends both. */
function startBackgroundWork(deps: BackgroundDeps) {
  const { db, logger, metrics, outage } = deps;
  const worker = startJobWorker({
    db,
    logger,
    lanes: jobLanes(deps),
    onJobDone: metrics.job,
    databaseOutage: outage,
  });
  const schedule = startSchedule({
    db,
    logger,
    jobs: periodicJobs,
    onQueued: worker.kick,
    databaseOutage: outage,
  });
  return {
    kick: worker.kick,
    async stop() {
      await schedule.stop();
      await worker.stop();
    },
  };
}

/**
 * The background work, started a moment after the server listens (`startSoon`), so its first requests do not
 * queue behind the maintenance jobs a start finds due; at once when a request queues work (`kick`); never once
 * the server has begun to stop (`drain`, which hands a started worker's jobs back to the queue).
 */
export function deferredBackgroundWork(deps: BackgroundDeps) {
  let work: ReturnType<typeof startBackgroundWork> | null = null;
  let draining = false;
  let later: NodeJS.Timeout | undefined;
  let drained: Promise<void> | null = null;
  const start = () => {
    if (!draining) work ??= startBackgroundWork(deps);
    return work;
  };
  return {
    startSoon: () => {
      later = setTimeout(start, BACKGROUND_START_DELAY_MS);
    },
    kick: () => start()?.kick(),
    draining: () => draining,
    /** Stops any start to come and hands a started worker's jobs back; the same promise on every call. */
    drain: () => {
      drained ??= (async () => {
        draining = true;
        clearTimeout(later);
        await work?.stop();
      })();
      return drained;
    },
  };
}
