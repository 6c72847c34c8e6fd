import { randomUUID } from 'node:crypto';
import { type ArchiveUsed, archiveUsedSchema } from '@pastexam/api-contract';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { type AiExamTaskRow, aiExamTasks } from '../../db/schema.ts';

/** A task whose lease ran out this many times is failed instead of run again. */
export const MAX_TASK_ATTEMPTS = 2;
export const INTERRUPTED_MESSAGE = '伺服器中斷了生成，請重新產生';

const archivesUsedSchema = z.array(archiveUsedSchema);

/** A task row with its stored JSON checked, as everything outside this module sees it. */
export type AiExamTask = Omit<AiExamTaskRow, 'archivesUsed'> & { archivesUsed: ArchiveUsed[] };

function parseRow(row: AiExamTaskRow): AiExamTask {
  return { ...row, archivesUsed: archivesUsedSchema.parse(row.archivesUsed) };
}

export class ActiveTaskExistsError extends Error {
  override name = 'ActiveTaskExistsError';
}

/** Queues a task; throws ActiveTaskExistsError when the user already has one pending or in progress. */
export async function insertTask(
  db: Database,
  input: { userId: number; archivesUsed: ArchiveUsed[]; prompt: string | null; temperature: number },
): Promise<AiExamTask> {
  try {
    const [row] = await db
      .insert(aiExamTasks)
      .values({
        id: randomUUID(),
        userId: input.userId,
        archiveIds: input.archivesUsed.map((archive) => archive.id),
        archivesUsed: input.archivesUsed,
        prompt: input.prompt,
        temperature: input.temperature,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return parseRow(row);
  } catch (error) {
    if (uniqueViolation(error) === 'ai_exam_tasks_one_active_idx') throw new ActiveTaskExistsError();
    throw error;
  }
}

export async function findActiveTask(db: Database, userId: number): Promise<AiExamTask | null> {
  const [row] = await db
    .select()
    .from(aiExamTasks)
    .where(and(eq(aiExamTasks.userId, userId), inArray(aiExamTasks.status, ['pending', 'in_progress'])));
  return row ? parseRow(row) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's task with this id; null for another user's, an unknown one or an id that is no uuid at all. */
export async function findUserTask(db: Database, userId: number, id: string): Promise<AiExamTask | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(aiExamTasks)
    .where(and(eq(aiExamTasks.id, id), eq(aiExamTasks.userId, userId)));
  return row ? parseRow(row) : null;
}

export async function listUserTasks(db: Database, userId: number): Promise<AiExamTask[]> {
  const rows = await db
    .select()
    .from(aiExamTasks)
    .where(eq(aiExamTasks.userId, userId))
    .orderBy(desc(aiExamTasks.createdAt), desc(aiExamTasks.id));
  return rows.map(parseRow);
}

/** True when the user had such a task. A worker running it notices at its next lease renewal. */
export async function deleteUserTask(db: Database, userId: number, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const deleted = await db
    .delete(aiExamTasks)
    .where(and(eq(aiExamTasks.id, id), eq(aiExamTasks.userId, userId)))
    .returning({ id: aiExamTasks.id });
  return deleted.length > 0;
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;
const leaseExpired = and(eq(aiExamTasks.status, 'in_progress'), lt(aiExamTasks.leaseUntil, sql`now()`));

/**
 * Takes the oldest task that is waiting, or whose worker stopped renewing its lease, for this worker.
 * `FOR UPDATE SKIP LOCKED` lets workers on several replicas claim at once without taking the same task.
 */
export async function claimNextTask(
  db: Database,
  leaseMs: number,
): Promise<{ task: AiExamTask; claim: string } | null> {
  const claim = randomUUID();
  const next = db
    .select({ id: aiExamTasks.id })
    .from(aiExamTasks)
    .where(
      or(eq(aiExamTasks.status, 'pending'), and(leaseExpired, lt(aiExamTasks.attempts, MAX_TASK_ATTEMPTS))),
    )
    .orderBy(asc(aiExamTasks.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(aiExamTasks)
    .set({
      status: 'in_progress',
      attempts: sql`${aiExamTasks.attempts} + 1`,
      leaseUntil: leaseEnd(leaseMs),
      claimedBy: claim,
      updatedAt: sql`now()`,
    })
    .where(inArray(aiExamTasks.id, next))
    .returning();
  return row ? { task: parseRow(row), claim } : null;
}

/** Fails the tasks whose lease ran out once too often: their worker died twice, so it is not tried again. */
export async function failAbandonedTasks(db: Database): Promise<number> {
  const failed = await db
    .update(aiExamTasks)
    .set({
      status: 'failed',
      error: INTERRUPTED_MESSAGE,
      leaseUntil: null,
      claimedBy: null,
      updatedAt: sql`now()`,
      completedAt: sql`now()`,
    })
    .where(and(leaseExpired, sql`${aiExamTasks.attempts} >= ${MAX_TASK_ATTEMPTS}`))
    .returning({ id: aiExamTasks.id });
  return failed.length;
}

const heldBy = (id: string, claim: string) =>
  and(eq(aiExamTasks.id, id), eq(aiExamTasks.claimedBy, claim), eq(aiExamTasks.status, 'in_progress'));

/** Extends the lease; false when the claim is gone (the task was deleted or another worker took it over). */
export async function renewLease(db: Database, id: string, claim: string, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(aiExamTasks)
    .set({ leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()` })
    .where(heldBy(id, claim))
    .returning({ id: aiExamTasks.id });
  return renewed.length > 0;
}

/** Records the outcome, unless the claim was lost meanwhile; then the new holder's outcome counts. */
export async function finishTask(
  db: Database,
  id: string,
  claim: string,
  outcome: { result: string } | { error: string },
): Promise<boolean> {
  const finished = await db
    .update(aiExamTasks)
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
    .returning({ id: aiExamTasks.id });
  return finished.length > 0;
}
