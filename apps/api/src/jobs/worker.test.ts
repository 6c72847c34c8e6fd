import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { type JobRow, jobs } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { defineJobKind, type JobKind, type JobLane } from './kind.ts';
import { enqueueOnce, insertJob, pruneFinishedJobs } from './repository.ts';
import { FINISHED_JOB_RETENTION_MS } from './schedule.ts';
import { JOB_FAILED_MESSAGE } from './worker.ts';

const t = useTestApp();
const { start } = useJobWorkers(() => t);

let kindCounter = 0;
/** A kind of its own per test, so no test's worker takes another test's jobs. */
function testKind(
  run: (payload: { n: number }, job: JobRow) => Promise<string | null>,
  maxAttempts = 3,
): JobKind {
  kindCounter += 1;
  return defineJobKind({
    kind: `test-${kindCounter}`,
    payload: z.object({ n: z.number() }),
    maxAttempts,
    interruptedMessage: '中斷',
    run: async (job) => ({ result: await run(job.payload, job) }),
  });
}

function lane(kinds: JobKind[], overrides: Partial<JobLane> = {}): JobLane {
  return { name: 'test', kinds, concurrency: 1, leaseMs: 2000, timeLimitMs: 10_000, ...overrides };
}

const queue = (kind: JobKind, payload: unknown, maxAttempts = kind.maxAttempts) =>
  insertJob(t.db, { kind: kind.kind, payload, maxAttempts });
const row = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const settled = async (id: string) => {
  await expect.poll(async () => (await row(id))?.status).toMatch(/^(complete|failed)$/);
  return row(id);
};

describe('the job worker', () => {
  test('runs a job with its checked payload and records the outcome', async () => {
    const kind = testKind(async ({ n }) => `double ${n * 2}`);
    const job = await queue(kind, { n: 21 });
    start([lane([kind])]);
    expect(await settled(job.id)).toMatchObject({
      status: 'complete',
      result: 'double 42',
      attempts: 1,
      claimedBy: null,
    });
  });

  test('retries a job whose run throws, and fails it with a plain message once its attempts are used', async () => {
    let calls = 0;
    const flaky = testKind(async () => {
      calls += 1;
      if (calls < 2) throw new Error('the store is briefly away');
      return 'done';
    });
    const broken = testKind(async () => {
      throw new Error('always broken');
    }, 2);
    const recovered = await queue(flaky, { n: 1 });
    const failing = await queue(broken, { n: 1 });
    start([lane([flaky, broken], { concurrency: 2 })]);
    expect(await settled(recovered.id)).toMatchObject({ status: 'complete', result: 'done', attempts: 2 });
    expect(await settled(failing.id)).toMatchObject({
      status: 'failed',
      error: JOB_FAILED_MESSAGE,
      attempts: 2,
    });
    expect(t.logs.text()).toContain('job_retry');
  });

  test('fails a job whose payload does not fit its kind at once, without running or retrying it', async () => {
    let ran = false;
    const kind = testKind(async () => {
      ran = true;
      return null;
    });
    const job = await queue(kind, { n: 'not a number' });
    start([lane([kind])]);
    expect(await settled(job.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(ran).toBe(false);
  });

  test('a job of a kind the worker does not serve is left for a worker that does', async () => {
    const served = testKind(async () => 'served');
    const foreign = testKind(async () => 'foreign');
    const mine = await queue(served, { n: 1 });
    const theirs = await queue(foreign, { n: 1 });
    start([lane([served])]);
    expect((await settled(mine.id))?.status).toBe('complete');
    expect((await row(theirs.id))?.status).toBe('pending');
  });

  test('a lane full of long jobs does not hold up another lane', async () => {
    const release = new AbortController();
    const slow = testKind(async () => {
      await sleep(60_000, null, { signal: release.signal }).catch(() => undefined);
      return 'slow';
    });
    const quick = testKind(async () => 'quick');
    const long = await queue(slow, { n: 1 });
    await queue(slow, { n: 2 });
    const short = await queue(quick, { n: 1 });
    start([lane([slow], { name: 'slow' }), lane([quick], { name: 'quick' })]);
    expect((await settled(short.id))?.status).toBe('complete');
    expect((await row(long.id))?.status).toBe('in_progress');
    release.abort();
    expect((await settled(long.id))?.status).toBe('complete');
  });

  test('a job waits while its lane is full, then runs', async () => {
    const gate = new AbortController();
    let running = 0;
    let most = 0;
    const kind = testKind(async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(30_000, null, { signal: gate.signal }).catch(() => undefined);
      running -= 1;
      return null;
    });
    const queued = await Promise.all([1, 2, 3].map((n) => queue(kind, { n })));
    start([lane([kind], { concurrency: 2 })]);
    await expect.poll(() => running).toBe(2);
    gate.abort();
    for (const job of queued) expect((await settled(job.id))?.status).toBe('complete');
    expect(most).toBe(2);
  });

  test('a job that cannot be recorded because the database went away is the outage’s, not an error of its own', async () => {
    // The database stops between a run and its record: here the retry's back-off is what reaches it.
    const gone = new Error('connect ECONNREFUSED');
    const reported: unknown[] = [];
    const kind = testKind(async () => {
      throw new Error('the store is briefly away');
    });
    await queue(kind, { n: 1 });
    start([lane([kind])], {
      retryDelayMs: () => {
        throw gone;
      },
      databaseOutage: {
        report: (error) => {
          reported.push(error);
          return error === gone;
        },
      },
    });
    await expect.poll(() => reported).toContain(gone);
    expect(t.logs.text()).not.toContain('could not be recorded');
  });

  test('a stopping worker hands its running job back at once, and another replica finishes it', async () => {
    kindCounter += 1;
    let calls = 0;
    const kind = defineJobKind({
      kind: `test-${kindCounter}`,
      payload: z.object({ n: z.number() }),
      maxAttempts: 3,
      interruptedMessage: '中斷',
      run: async (_job, { signal }) => {
        calls += 1;
        // The first run lasts until its server stops; the one that takes over finishes.
        if (calls === 1) await sleep(120_000, null, { signal });
        return { result: `finished by run ${calls}` };
      },
    });
    // A lease far longer than the poll below waits: only the hand-back lets the second worker in.
    const longLease = lane([kind], { leaseMs: 120_000 });
    const job = await queue(kind, { n: 1 });
    const stopping = start([longLease]);
    await expect.poll(() => calls).toBe(1);
    start([longLease]);
    await stopping.stop();
    expect(await settled(job.id)).toMatchObject({
      status: 'complete',
      result: 'finished by run 2',
      // The interrupted run is not counted against the job.
      attempts: 1,
    });
    expect(t.logs.text()).toContain('job_handed_back');
  });
});

describe('queueing once', () => {
  test('a key already pending or running is not queued again, also when replicas ask together', async () => {
    const kind = testKind(async () => null);
    const job = { kind: kind.kind, payload: { n: 1 }, maxAttempts: 1, dedupeKey: `once-${kindCounter}` };
    const answers = await Promise.all([1, 2, 3, 4].map(() => enqueueOnce(t.db, job)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    start([lane([kind])]);
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, kind.kind));
    expect(rows).toHaveLength(1);
    await settled(rows[0]?.id ?? '');
    // Finished: a new one may be queued, unless one finished within the given time.
    expect(await enqueueOnce(t.db, job, 60_000)).toBe(false);
    expect(await enqueueOnce(t.db, job)).toBe(true);
  });

  test('finished jobs without a user are pruned once old; running ones and users’ ones stay', async () => {
    const kind = testKind(async () => null);
    const { user } = await t.createUser();
    const old = sql`now() - interval '40 days'`;
    const make = async (values: Partial<typeof jobs.$inferInsert>) =>
      (await insertJob(t.db, { kind: kind.kind, payload: {}, maxAttempts: 1, userId: values.userId })).id;
    const finishedLongAgo = await make({});
    const usersOld = await make({ userId: user.id });
    const finishedLately = await make({});
    const stillPending = await make({});
    await t.db
      .update(jobs)
      .set({ status: 'complete', completedAt: old })
      .where(inArray(jobs.id, [finishedLongAgo, usersOld]));
    await t.db
      .update(jobs)
      .set({ status: 'failed', completedAt: new Date() })
      .where(eq(jobs.id, finishedLately));
    await pruneFinishedJobs(t.db, FINISHED_JOB_RETENTION_MS);
    const left = (await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, kind.kind))).map(
      (r) => r.id,
    );
    expect(left.sort()).toEqual([usersOld, finishedLately, stillPending].sort());
  });
});
