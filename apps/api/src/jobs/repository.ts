import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { type JobRow, jobs } from '../db/schema.ts';

/** A job of this key is already pending or running. */
export class DuplicateJobError extends Error {
  override name = 'DuplicateJobError';
}

export type NewJob = {
  /** Given when a row elsewhere names the job by its id (an AI draft's request); random otherwise. */
  id?: string;
  kind: string;
  payload: unknown;
  maxAttempts: number;
  userId?: number | null;
  /** At most one pending or running job per key; a second one is refused with DuplicateJobError. */
  dedupeKey?: string | null;
};

const ACTIVE = ['pending', 'in_progress'] as const;

/** Queues a job; throws DuplicateJobError when one of the same dedupe key is pending or running. */
export async function insertJob(db: Queryable, job: NewJob): Promise<JobRow> {
  try {
    const [row] = await db
      .insert(jobs)
      .values({
        id: job.id ?? randomUUID(),
        kind: job.kind,
        payload: job.payload,
        maxAttempts: job.maxAttempts,
        userId: job.userId ?? null,
        dedupeKey: job.dedupeKey ?? null,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (uniqueViolation(error) === 'jobs_active_dedupe_idx') throw new DuplicateJobError();
    throw error;
  }
}

/**
 * Queues a job under `dedupeKey` unless one is pending or running, or (with `unlessFinishedWithinMs`) one
 * finished that recently. Safe when several replicas ask at once: the unique index lets one through.
 * True when this call queued it.
 */
export async function enqueueOnce(
  db: Database,
  job: NewJob & { dedupeKey: string },
  unlessFinishedWithinMs?: number,
): Promise<boolean> {
  if (unlessFinishedWithinMs !== undefined) {
    const recent = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.dedupeKey, job.dedupeKey),
          or(
            inArray(jobs.status, [...ACTIVE]),
            gte(jobs.completedAt, sql`now() - make_interval(secs => ${unlessFinishedWithinMs / 1000})`),
          ),
        ),
      )
      .limit(1);
    if (recent.length > 0) return false;
  }
  try {
    await insertJob(db, job);
    return true;
  } catch (error) {
    if (error instanceof DuplicateJobError) return false;
    throw error;
  }
}

/** Removes finished jobs nobody reads any more: those without a user that ended longer ago than `ageMs`. */
export async function pruneFinishedJobs(db: Database, ageMs: number): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(
      and(
        isNull(jobs.userId),
        inArray(jobs.status, ['complete', 'failed']),
        lt(jobs.completedAt, sql`now() - make_interval(secs => ${ageMs / 1000})`),
      ),
    )
    .returning({ id: jobs.id });
  return removed.length;
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;
const leaseExpired = and(eq(jobs.status, 'in_progress'), lt(jobs.leaseUntil, sql`now()`));

/**
 * Takes the oldest job of one of `kinds` that is due, or whose worker stopped renewing its lease and that may
 * be tried again. `FOR UPDATE SKIP LOCKED` lets workers on several replicas claim at once without taking the
 * same job; the lease is the kind's own.
 */
export async function claimNextJob(
  db: Database,
  leases: ReadonlyMap<string, number>,
): Promise<{ job: JobRow; claim: string } | null> {
  const kinds = [...leases.keys()];
  if (kinds.length === 0) return null;
  const claim = randomUUID();
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAfter, sql`now()`)),
          and(leaseExpired, lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const leaseByKind = sql.join(
    [...leases].map(([kind, ms]) => sql`when ${kind} then ${leaseEnd(ms)}`),
    sql` `,
  );
  const [row] = await db
    .update(jobs)
    .set({
      status: 'in_progress',
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: sql`case ${jobs.kind} ${leaseByKind} end`,
      claimedBy: claim,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, next))
    .returning();
  return row ? { job: row, claim } : null;
}

/**
 * Fails the jobs of the kinds in `messages` whose lease ran out once too often: their worker died each time,
 * so they are not tried again. Each records its kind's message.
 */
export async function failAbandonedJobs(
  db: Database,
  messages: ReadonlyMap<string, string>,
): Promise<number> {
  if (messages.size === 0) return 0;
  const cases: SQL[] = [...messages].map(([kind, message]) => sql`when ${kind} then ${message}`);
  const error = sql`case ${jobs.kind} ${sql.join(cases, sql` `)} end`;
  const failed = await db
    .update(jobs)
    .set({
      status: 'failed',
      error,
      leaseUntil: null,
      claimedBy: null,
      updatedAt: sql`now()`,
      completedAt: sql`now()`,
    })
    .where(
      and(
        inArray(jobs.kind, [...messages.keys()]),
        leaseExpired,
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning({ id: jobs.id });
  return failed.length;
}

const heldBy = (id: string, claim: string) =>
  and(eq(jobs.id, id), eq(jobs.claimedBy, claim), eq(jobs.status, 'in_progress'));

/** Extends the lease; false when the claim is gone (the job was deleted or another worker took it over). */
export async function renewLease(db: Database, id: string, claim: string, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()` })
    .where(heldBy(id, claim))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

export type JobOutcome = { result: string | null } | { error: string };

/** Records the outcome, unless the claim was lost meanwhile; then the new holder's outcome counts. */
export async function finishJob(
  db: Database,
  id: string,
  claim: string,
  outcome: JobOutcome,
): Promise<boolean> {
  const finished = await db
    .update(jobs)
    .set({
      ...('result' in outcome
        ? { status: 'complete' as const, result: outcome.result, error: null }
        : { status: 'failed' as const, error: outcome.error }),
      leaseUntil: null,
      claimedBy: null,
      updatedAt: sql`now()`,
      completedAt: sql`now()`,
    })
    .where(heldBy(id, claim))
    .returning({ id: jobs.id });
  return finished.length > 0;
}

/** Puts a job whose run failed back in the queue, to be claimed again once `delayMs` has passed. */
export async function retryJobLater(
  db: Database,
  id: string,
  claim: string,
  delayMs: number,
): Promise<boolean> {
  return requeue(db, id, claim, { runAfter: sql`now() + make_interval(secs => ${delayMs / 1000})` });
}

/**
 * Puts a job this worker holds back in the queue, due now and with the claim's attempt not counted: its server is
 * stopping, and another replica should take it over at once rather than after the lease. False when the claim
 * was already gone.
 */
export async function handBackJob(db: Database, id: string, claim: string): Promise<boolean> {
  return requeue(db, id, claim, {
    runAfter: sql`now()`,
    attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
  });
}

/** The job back in the queue, unclaimed, if `claim` still holds it; false when the claim was gone already. */
async function requeue(
  db: Database,
  id: string,
  claim: string,
  when: { runAfter: SQL; attempts?: SQL },
): Promise<boolean> {
  const released = await db
    .update(jobs)
    .set({ status: 'pending', ...when, leaseUntil: null, claimedBy: null, updatedAt: sql`now()` })
    .where(heldBy(id, claim))
    .returning({ id: jobs.id });
  return released.length > 0;
}
