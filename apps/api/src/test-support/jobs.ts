import { eq } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import { jobs } from '../db/schema.ts';
import { maintenanceLane } from '../job-lanes.ts';
import type { JobLane } from '../jobs/kind.ts';
import { insertJob } from '../jobs/repository.ts';
import { type JobWorker, type JobWorkerOptions, startJobWorker } from '../jobs/worker.ts';
import { createStorage } from '../storage/index.ts';
import type { TestApp } from './app.ts';

/**
 * Registers a test file's job workers: each test starts the ones it needs (polling every 50 ms, retrying after
 * 100 ms) and they are stopped after that test, so no test's worker serves the next.
 */
export function useJobWorkers(app: () => TestApp) {
  const workers: JobWorker[] = [];
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });
  const start = (lanes: JobLane[], options: Partial<JobWorkerOptions> = {}): JobWorker => {
    const t = app();
    const worker = startJobWorker({
      db: t.db,
      logger: t.logger,
      lanes,
      pollIntervalMs: 50,
      retryDelayMs: () => 100,
      ...options,
    });
    workers.push(worker);
    return worker;
  };
  const startMaintenance = () => {
    const t = app();
    return start([
      maintenanceLane({ env: t.env, db: t.db, storage: createStorage(t.env.storage), logger: t.logger }),
    ]);
  };
  return {
    start,
    /** The maintenance lane as the server runs it, on the test app's database and storage. */
    startMaintenance,
    /**
     * Queues one run of a periodic maintenance job, as the schedule does, and waits until the maintenance lane
     * (started here if not yet) finished it.
     */
    runMaintenanceJob: async (kind: string) => {
      const t = app();
      const job = await insertJob(t.db, { kind, payload: {}, maxAttempts: 3 });
      if (workers.length === 0) startMaintenance();
      await expect
        .poll(async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.status, {
          timeout: 15_000,
        })
        .toBe('complete');
    },
  };
}
