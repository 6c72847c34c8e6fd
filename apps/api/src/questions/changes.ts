import type { QuestionChange, QuestionState } from '@pastexam/api-contract';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { answers, archiveQuestionChanges, users } from '../db/schema.ts';
import { epochMs } from '../discussion/repository.ts';

/**
 * A question as a change row keeps it: what the API shows, and whether its name was given by a person (then it is
 * never renumbered).
 */
export const storedStateSchema = z.object({
  name: z.string(),
  page: z.number().int(),
  top: z.number(),
  status: z.enum(['proposed', 'confirmed']),
  named: z.boolean().default(false),
});
export type StoredState = z.infer<typeof storedStateSchema>;

export type ChangeRow = { questionId: number; before: StoredState | null; after: StoredState | null };

/** Writes one change row per changed question, by `userId`, stamped with the transaction's clock. */
export async function insertChanges(
  tx: Queryable,
  archiveId: number,
  userId: number,
  changes: readonly ChangeRow[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(archiveQuestionChanges).values(
    changes.map((change) => ({
      archiveId,
      questionId: change.questionId,
      changedBy: userId,
      changedAt: sql`now()`,
      before: change.before,
      after: change.after,
    })),
  );
}

/** The ids of an archive's questions whose names a person gave. */
export async function namedQuestionIds(tx: Queryable, archiveId: number): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ id: archiveQuestionChanges.questionId })
    .from(archiveQuestionChanges)
    .where(
      and(
        eq(archiveQuestionChanges.archiveId, archiveId),
        sql`(${archiveQuestionChanges.after} ->> 'named') = 'true'`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * How many changes `userId` made to any archive's questions in the last `seconds`, and in how many milliseconds
 * the oldest of them leaves that window. One request is one change however many questions it touched (全部確認):
 * its rows share their transaction's clock.
 */
export async function recentEdits(
  tx: Queryable,
  userId: number,
  seconds: number,
): Promise<{ count: number; freeInMs: number }> {
  const window = sql`make_interval(secs => ${seconds})`;
  const [row] = await tx
    .select({
      count: sql<number>`count(distinct ${archiveQuestionChanges.changedAt})`.mapWith(Number),
      freeInMs: epochMs(
        sql`coalesce(min(${archiveQuestionChanges.changedAt}) + ${window} - now(), interval '0')`,
      ),
    })
    .from(archiveQuestionChanges)
    .where(
      and(
        eq(archiveQuestionChanges.changedBy, userId),
        gt(archiveQuestionChanges.changedAt, sql`now() - ${window}`),
      ),
    );
  return { count: row?.count ?? 0, freeInMs: row?.freeInMs ?? 0 };
}

const toState = (stored: unknown): QuestionState | null => {
  const parsed = storedStateSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { named: _named, ...state } = parsed.data;
  return state;
};

/** What a change did, read from the question before and after it. */
function actionOf(before: StoredState | null, after: StoredState | null): QuestionChange['action'] {
  if (before === null) return 'add';
  if (after === null) return 'remove';
  if (before.page !== after.page || before.top !== after.top) return 'move';
  if (after.named && before.name !== after.name) return 'rename';
  return 'confirm';
}

const parsedOrNull = (stored: unknown) => {
  const parsed = storedStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

/** The latest `limit` changes to an archive's questions, newest first, with the name of who made each. */
export async function questionChanges(
  db: Queryable,
  archiveId: number,
  limit: number,
): Promise<QuestionChange[]> {
  const rows = await db
    .select({
      id: archiveQuestionChanges.id,
      questionId: archiveQuestionChanges.questionId,
      at: archiveQuestionChanges.changedAt,
      byId: archiveQuestionChanges.changedBy,
      byName: sql<string | null>`coalesce(${users.nickname}, ${users.name})`,
      before: archiveQuestionChanges.before,
      after: archiveQuestionChanges.after,
    })
    .from(archiveQuestionChanges)
    .leftJoin(users, eq(users.id, archiveQuestionChanges.changedBy))
    .where(eq(archiveQuestionChanges.archiveId, archiveId))
    .orderBy(desc(archiveQuestionChanges.changedAt), desc(archiveQuestionChanges.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    question_id: row.questionId,
    action: actionOf(parsedOrNull(row.before), parsedOrNull(row.after)),
    at: row.at.toISOString(),
    by: row.byId === null ? null : { id: row.byId, name: row.byName ?? '' },
    before: toState(row.before),
    after: toState(row.after),
  }));
}

/** How many of `questionIds` have answers (which keep a question from being removed). */
export async function answeredCount(tx: Queryable, questionIds: readonly number[]): Promise<number> {
  if (questionIds.length === 0) return 0;
  const [row] = await tx.select({ n: count() }).from(answers).where(inArray(answers.questionId, questionIds));
  return row?.n ?? 0;
}
