import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { type ArchiveQuestionRow, archiveQuestions } from '../db/schema.ts';
import type { StoredState } from './changes.ts';
import { automaticNames } from './numbering.ts';
import { orderQuestions, questionsOf } from './repository.ts';

/** A question as a change row keeps it, `named` when a person gave its name. */
export const stateOf = (row: ArchiveQuestionRow, named: boolean): StoredState => ({
  name: row.name,
  page: row.page,
  top: row.top,
  status: row.status,
  named,
});

/** One question of the archive, or undefined. */
export async function findQuestion(
  tx: Queryable,
  archiveId: number,
  questionId: number,
): Promise<ArchiveQuestionRow | undefined> {
  const [row] = await tx
    .select()
    .from(archiveQuestions)
    .where(and(eq(archiveQuestions.archiveId, archiveId), eq(archiveQuestions.id, questionId)));
  return row;
}

/** Until the archive is numbered again, a new question's name: numbering replaces it in the same transaction. */
const UNNUMBERED = '第 0 題';

/** A start a person placed: confirmed, named `name` or numbered with the rest. Its id. */
export async function insertQuestion(
  tx: Queryable,
  values: { archiveId: number; page: number; top: number; name: string | undefined; userId: number },
): Promise<number> {
  const [row] = await tx
    .insert(archiveQuestions)
    .values({
      archiveId: values.archiveId,
      ordinal: 0,
      page: values.page,
      top: values.top,
      name: values.name ?? UNNUMBERED,
      status: 'confirmed',
      createdBy: values.userId,
      updatedBy: values.userId,
    })
    .returning({ id: archiveQuestions.id });
  if (!row) throw new Error('a question was inserted without an id');
  return row.id;
}

/** Changes one question's place, name or status, by `userId`. */
export async function updateQuestion(
  tx: Queryable,
  questionId: number,
  userId: number,
  values: Partial<Pick<ArchiveQuestionRow, 'page' | 'top' | 'name' | 'status'>>,
): Promise<void> {
  await tx
    .update(archiveQuestions)
    .set({ ...values, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(archiveQuestions.id, questionId));
}

/** Confirms every proposal of the archive, by `userId`: the rows as they were. */
export async function confirmProposals(
  tx: Queryable,
  archiveId: number,
  userId: number,
): Promise<ArchiveQuestionRow[]> {
  const proposals = await tx
    .select()
    .from(archiveQuestions)
    .where(and(eq(archiveQuestions.archiveId, archiveId), eq(archiveQuestions.status, 'proposed')));
  await tx
    .update(archiveQuestions)
    .set({ status: 'confirmed', updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(archiveQuestions.archiveId, archiveId), eq(archiveQuestions.status, 'proposed')));
  return proposals;
}

export async function deleteQuestion(tx: Queryable, questionId: number): Promise<void> {
  await tx.delete(archiveQuestions).where(eq(archiveQuestions.id, questionId));
}

/**
 * Orders the archive's questions and renames the automatically named ones in that order (numbering.ts). The
 * questions as they now stand, by id, each `named` when it is in `named`.
 */
export async function renumber(
  tx: Queryable,
  archiveId: number,
  named: ReadonlySet<number>,
): Promise<Map<number, StoredState>> {
  await orderQuestions(tx, archiveId);
  const ordered = await questionsOf(tx, archiveId);
  const names = automaticNames(ordered.map((row) => ({ name: row.name, named: named.has(row.id) })));
  const states = new Map<number, StoredState>();
  for (const [index, row] of ordered.entries()) {
    const name = names[index] ?? row.name;
    if (name !== row.name) {
      await tx.update(archiveQuestions).set({ name }).where(eq(archiveQuestions.id, row.id));
    }
    states.set(row.id, { name, page: row.page, top: row.top, status: row.status, named: named.has(row.id) });
  }
  return states;
}

/** A question as the audit log records its removal; null when the archive has no such question. */
export async function questionForAudit(db: Queryable, archiveId: number, questionId: number) {
  const row = await findQuestion(db, archiveId, questionId);
  return row
    ? {
        id: row.id,
        name: row.name,
        archive_id: row.archiveId,
        page: row.page,
        top: row.top,
        status: row.status,
      }
    : null;
}
