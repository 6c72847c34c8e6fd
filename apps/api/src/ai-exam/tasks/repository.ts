import {
  type ArchiveUsed,
  archiveUsedSchema,
  type PracticeMark,
  type PracticeMarks,
  practiceMarksSchema,
} from '@pastexam/api-contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type JobRow, jobs } from '../../db/schema.ts';
import { DuplicateJobError, insertJob } from '../../jobs/repository.ts';

/** The kind of the jobs that generate AI exams. */
export const AI_EXAM_KIND = 'ai-exam';
/** A task whose lease ran out this many times is failed instead of run again. */
export const MAX_TASK_ATTEMPTS = 2;
export const INTERRUPTED_MESSAGE = '伺服器中斷了生成，請重新產生';

/** What an AI exam job carries: the archives as they were when it was asked for, the prompt and temperature. */
export const aiExamPayloadSchema = z.object({
  archive_ids: z.array(z.number().int()),
  // Tasks queued before the course was kept have none.
  archives_used: z.array(archiveUsedSchema.extend({ course_id: z.number().int().nullable().default(null) })),
  prompt: z.string().nullable(),
  temperature: z.number(),
  /** What the user renamed it to (我的模擬試題), and how they marked its questions while practising. */
  title: z.string().nullable().default(null),
  marks: practiceMarksSchema.default({}),
});

/** An AI exam task as everything outside the queue sees it: its job with the payload checked and spelled out. */
export type AiExamTask = Omit<JobRow, 'payload' | 'userId' | 'kind'> & {
  userId: number;
  archiveIds: number[];
  /** What the archives were when the task was made, so the result still names them after edits. */
  archivesUsed: ArchiveUsed[];
  prompt: string | null;
  temperature: number;
  title: string | null;
  marks: PracticeMarks;
};

export function toAiExamTask(row: JobRow): AiExamTask {
  const { payload, userId, kind: _kind, ...rest } = row;
  if (userId === null) throw new Error(`AI exam job ${row.id} has no user`);
  const parsed = aiExamPayloadSchema.parse(payload);
  return {
    ...rest,
    userId,
    archiveIds: parsed.archive_ids,
    archivesUsed: parsed.archives_used,
    prompt: parsed.prompt,
    temperature: parsed.temperature,
    title: parsed.title,
    marks: parsed.marks,
  };
}

export class ActiveTaskExistsError extends Error {
  override name = 'ActiveTaskExistsError';
}

const ofUser = (userId: number) => and(eq(jobs.kind, AI_EXAM_KIND), eq(jobs.userId, userId));

/** Queues a task; throws ActiveTaskExistsError when the user already has one pending or in progress. */
export async function insertTask(
  db: Database,
  input: { userId: number; archivesUsed: ArchiveUsed[]; prompt: string | null; temperature: number },
): Promise<AiExamTask> {
  try {
    const row = await insertJob(db, {
      kind: AI_EXAM_KIND,
      userId: input.userId,
      payload: {
        archive_ids: input.archivesUsed.map((archive) => archive.id),
        archives_used: input.archivesUsed,
        prompt: input.prompt,
        temperature: input.temperature,
      } satisfies z.input<typeof aiExamPayloadSchema>,
      maxAttempts: MAX_TASK_ATTEMPTS,
      // One running task per user, enforced by the database so two simultaneous requests cannot both pass.
      dedupeKey: `${AI_EXAM_KIND}:user:${input.userId}`,
    });
    return toAiExamTask(row);
  } catch (error) {
    if (error instanceof DuplicateJobError) throw new ActiveTaskExistsError();
    throw error;
  }
}

export async function findActiveTask(db: Database, userId: number): Promise<AiExamTask | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(ofUser(userId), inArray(jobs.status, ['pending', 'in_progress'])));
  return row ? toAiExamTask(row) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's task with this id; null for another user's, an unknown one or an id that is no uuid at all. */
export async function findUserTask(db: Database, userId: number, id: string): Promise<AiExamTask | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), ofUser(userId)));
  return row ? toAiExamTask(row) : null;
}

/** A page of the user's tasks, newest first, after the task `after` names (its creation and id). */
export async function listUserTasksPage(
  db: Database,
  userId: number,
  page: { after: { createdAt: Date; id: string } | null; limit: number },
): Promise<AiExamTask[]> {
  // Compared at the millisecond, as the cursor carries it (PostgreSQL keeps microseconds).
  const created = sql`date_trunc('milliseconds', ${jobs.createdAt})`;
  const after = page.after
    ? sql`(${created}, ${jobs.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  const rows = await db
    .select()
    .from(jobs)
    .where(and(ofUser(userId), after))
    .orderBy(desc(created), desc(jobs.id))
    .limit(page.limit);
  return rows.map(toAiExamTask);
}

/**
 * Renames the user's task and sets or clears marks (null clears one), merged into what is stored inside one
 * transaction, so two tabs marking at once both keep their marks. Null when the user has no such task.
 */
export async function updateTaskNotes(
  db: Database,
  userId: number,
  id: string,
  patch: { title?: string | undefined; marks?: Record<string, PracticeMark | null> | undefined },
): Promise<AiExamTask | null> {
  if (!UUID.test(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), ofUser(userId)))
      .for('update');
    if (!row) return null;
    const stored = aiExamPayloadSchema.parse(row.payload);
    const merged = Object.entries({ ...stored.marks, ...patch.marks });
    const marks: PracticeMarks = Object.fromEntries(
      merged.filter((entry): entry is [string, PracticeMark] => entry[1] !== null),
    );
    const payload = { ...stored, title: patch.title ?? stored.title, marks };
    const [updated] = await tx
      .update(jobs)
      .set({ payload, updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning();
    return updated ? toAiExamTask(updated) : null;
  });
}

/** True when the user had such a task. A worker running it notices at its next lease renewal. */
export async function deleteUserTask(db: Database, userId: number, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), ofUser(userId)))
    .returning({ id: jobs.id });
  return deleted.length > 0;
}
