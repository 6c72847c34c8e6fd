import { and, asc, eq, max, notExists, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import {
  answers,
  archivePages,
  archiveQuestionLocks,
  archiveQuestions,
  archives,
  questionBookmarks,
} from '../db/schema.ts';
import { pageLinesSchema } from '../search/extract/lines.ts';
import { type LinedPage, NEAR_START, type QuestionProposal } from './detect.ts';

/** The lines of every page of an archive that has them kept, by page. */
export async function linedPages(db: Queryable, archiveId: number): Promise<LinedPage[]> {
  const rows = await db
    .select({ page: archivePages.page, lines: archivePages.lines })
    .from(archivePages)
    .where(eq(archivePages.archiveId, archiveId))
    .orderBy(asc(archivePages.page));
  return rows.map((row) => {
    const lines = pageLinesSchema.safeParse(row.lines ?? []);
    return { page: row.page, lines: lines.success ? lines.data : [] };
  });
}

/**
 * Replaces an archive's proposed questions with `proposals`, leaving its confirmed ones as they are, and the
 * proposals people answered or bookmarked as if they were confirmed: a proposal near a kept question (on its
 * page, within NEAR_START) is that question, and is left out. Then numbers them all in order. One transaction,
 * so readers see the old list or the new.
 */
export async function replaceProposals(
  db: Database,
  archiveId: number,
  proposals: readonly QuestionProposal[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(archiveQuestions)
      .where(
        and(
          eq(archiveQuestions.archiveId, archiveId),
          eq(archiveQuestions.status, 'proposed'),
          notExists(tx.select().from(answers).where(eq(answers.questionId, archiveQuestions.id))),
          notExists(
            tx.select().from(questionBookmarks).where(eq(questionBookmarks.questionId, archiveQuestions.id)),
          ),
        ),
      );
    const confirmed = await tx
      .select({ page: archiveQuestions.page, top: archiveQuestions.top })
      .from(archiveQuestions)
      .where(eq(archiveQuestions.archiveId, archiveId));
    const fresh = proposals.filter(
      (proposal) =>
        !confirmed.some(
          (kept) => kept.page === proposal.page && Math.abs(kept.top - proposal.top) <= NEAR_START,
        ),
    );
    if (fresh.length > 0) {
      await tx.insert(archiveQuestions).values(
        fresh.map((proposal) => ({
          archiveId,
          ordinal: 0,
          page: proposal.page,
          top: proposal.top,
          name: proposal.name,
          status: 'proposed' as const,
        })),
      );
    }
    await orderQuestions(tx, archiveId);
  });
}

/** Numbers an archive's questions in order: page, then height. */
export async function orderQuestions(tx: Queryable, archiveId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${archiveQuestions} AS q SET ordinal = numbered.ordinal
    FROM (
      SELECT id, row_number() OVER (ORDER BY page, top, id) AS ordinal
      FROM ${archiveQuestions} WHERE archive_id = ${archiveId}
    ) AS numbered
    WHERE q.id = numbered.id`);
}

/** Whether an admin locked the archive's questions. */
export async function questionsLocked(db: Queryable, archiveId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: archiveQuestionLocks.archiveId })
    .from(archiveQuestionLocks)
    .where(eq(archiveQuestionLocks.archiveId, archiveId));
  return row !== undefined;
}

/** Locks (by `userId`) or unlocks an archive's questions; doing it twice is doing it once. */
export async function setQuestionsLocked(
  db: Queryable,
  archiveId: number,
  userId: number,
  locked: boolean,
): Promise<void> {
  if (locked) {
    await db.insert(archiveQuestionLocks).values({ archiveId, lockedBy: userId }).onConflictDoNothing();
  } else {
    await db.delete(archiveQuestionLocks).where(eq(archiveQuestionLocks.archiveId, archiveId));
  }
}

/**
 * Holds the archive's row until the transaction ends, so that two changes to its questions sent together are
 * made one after the other, each numbering the questions the other left.
 */
export async function holdArchive(tx: Queryable, archiveId: number): Promise<void> {
  await tx.select({ id: archives.id }).from(archives).where(eq(archives.id, archiveId)).for('update');
}

/** How many pages the archive's text job read: its page count, or null before its text was read. */
export async function pageCount(db: Queryable, archiveId: number): Promise<number | null> {
  const [row] = await db
    .select({ pages: max(archivePages.page) })
    .from(archivePages)
    .where(eq(archivePages.archiveId, archiveId));
  return row?.pages ?? null;
}

/** An archive's name and whether its questions are locked, as the audit log records a lock. */
export async function lockForAudit(db: Queryable, archiveId: number) {
  const [row] = await db
    .select({ id: archives.id, name: archives.name, lockedAt: archiveQuestionLocks.lockedAt })
    .from(archives)
    .leftJoin(archiveQuestionLocks, eq(archiveQuestionLocks.archiveId, archives.id))
    .where(eq(archives.id, archiveId));
  return row ? { id: row.id, name: row.name, locked: row.lockedAt !== null } : null;
}

/** An archive's questions in order. */
export function questionsOf(db: Queryable, archiveId: number) {
  return db
    .select({
      id: archiveQuestions.id,
      name: archiveQuestions.name,
      page: archiveQuestions.page,
      top: archiveQuestions.top,
      status: archiveQuestions.status,
    })
    .from(archiveQuestions)
    .where(eq(archiveQuestions.archiveId, archiveId))
    .orderBy(asc(archiveQuestions.ordinal), asc(archiveQuestions.id));
}
