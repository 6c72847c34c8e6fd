import type { FlagOutcome, FlagReason } from '@pastexam/api-contract';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { answerFlags, answers, archiveQuestions, archives, courses, users } from '../db/schema.ts';

/** Open flags read at most: far more than a department's admins see at once. */
const OPEN_FLAGS_READ = 2000;
/** Characters of an answer shown beside its flags. */
const EXCERPT_LENGTH = 160;

const shownName = (table: typeof users) => sql<string | null>`coalesce(${table.nickname}, ${table.name})`;

/** An answer as flagging sees it, when it and its archive are not deleted. */
export async function findFlaggableAnswer(db: Queryable, answerId: number) {
  const [row] = await db
    .select({
      id: answers.id,
      authorId: answers.authorId,
      questionId: answers.questionId,
      archiveId: answers.archiveId,
      hidden: isNotNull(answers.hiddenAt),
      excerpt: sql<string>`left(${answers.body}, ${EXCERPT_LENGTH})`,
    })
    .from(answers)
    .innerJoin(archives, eq(archives.id, answers.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(answers.id, answerId), isNull(archives.deletedAt), isNull(courses.deletedAt)));
  return row;
}
export type FlaggableAnswer = NonNullable<Awaited<ReturnType<typeof findFlaggableAnswer>>>;

/** How many flags the user made in the last `seconds`. */
export async function recentFlags(tx: Queryable, flaggerId: number, seconds: number): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(answerFlags)
    .where(
      and(
        eq(answerFlags.flaggerId, flaggerId),
        gt(answerFlags.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.count ?? 0;
}

export async function insertFlag(
  tx: Queryable,
  flag: {
    answer: FlaggableAnswer;
    flaggerId: number;
    reason: FlagReason;
    note: string | null;
  },
) {
  const [row] = await tx
    .insert(answerFlags)
    .values({
      answerId: flag.answer.id,
      questionId: flag.answer.questionId,
      archiveId: flag.answer.archiveId,
      flaggerId: flag.flaggerId,
      reason: flag.reason,
      note: flag.note,
    })
    .returning({ id: answerFlags.id, reason: answerFlags.reason, createdAt: answerFlags.createdAt });
  if (!row) throw new Error('insert returned no flag');
  return row;
}

/** Flags with everything 檢舉 and 我的檢舉 show beside them. */
async function flagRows(db: Queryable, where: SQL | undefined, order: [SQL, SQL], limit: number) {
  return db
    .select({
      id: answerFlags.id,
      answerId: answerFlags.answerId,
      reason: answerFlags.reason,
      note: answerFlags.note,
      createdAt: answerFlags.createdAt,
      outcome: answerFlags.outcome,
      resolvedAt: answerFlags.resolvedAt,
      outcomeSeenAt: answerFlags.outcomeSeenAt,
      resolvedBy: sql<
        string | null
      >`(select coalesce(r.nickname, r.name) from users r where r.id = ${answerFlags.resolvedBy})`,
      archiveId: answerFlags.archiveId,
      archiveName: archives.name,
      courseId: archives.courseId,
      questionId: answerFlags.questionId,
      questionName: archiveQuestions.name,
      excerpt: sql<string | null>`left(${answers.body}, ${EXCERPT_LENGTH})`,
      hidden: sql<boolean>`${answers.hiddenAt} is not null`.mapWith(Boolean),
      authorId: answers.authorId,
      authorName: shownName(users),
      authorIsAdmin: users.isAdmin,
      flaggerId: answerFlags.flaggerId,
      flaggerName: sql<string>`(select coalesce(f.nickname, f.name) from users f where f.id = ${answerFlags.flaggerId})`,
      flaggerIsAdmin:
        sql<boolean>`(select f.is_admin from users f where f.id = ${answerFlags.flaggerId})`.mapWith(Boolean),
    })
    .from(answerFlags)
    .innerJoin(archives, eq(archives.id, answerFlags.archiveId))
    .leftJoin(archiveQuestions, eq(archiveQuestions.id, answerFlags.questionId))
    .leftJoin(answers, eq(answers.id, answerFlags.answerId))
    .leftJoin(users, eq(users.id, answers.authorId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}
export type FlagRow = Awaited<ReturnType<typeof flagRows>>[number];

/** Every open flag on an answer that still exists, oldest first. */
export function openFlags(db: Queryable, answerId?: number) {
  return flagRows(
    db,
    and(
      isNull(answerFlags.resolvedAt),
      answerId === undefined ? isNotNull(answerFlags.answerId) : eq(answerFlags.answerId, answerId),
    ),
    [asc(answerFlags.createdAt), asc(answerFlags.id)],
    OPEN_FLAGS_READ,
  );
}

/** The latest resolved flags, newest resolution first. */
export function resolvedFlags(db: Queryable, limit: number) {
  return flagRows(
    db,
    isNotNull(answerFlags.resolvedAt),
    [desc(answerFlags.resolvedAt), asc(answerFlags.id)],
    limit,
  );
}

/** The user's own flags, newest first. */
export function flagsOf(db: Queryable, flaggerId: number, limit: number) {
  return flagRows(
    db,
    eq(answerFlags.flaggerId, flaggerId),
    [desc(answerFlags.createdAt), desc(answerFlags.id)],
    limit,
  );
}

/** Marks every outcome of the user's flags as seen. */
export async function markOutcomesSeen(db: Database, flaggerId: number): Promise<void> {
  await db
    .update(answerFlags)
    .set({ outcomeSeenAt: sql`now()` })
    .where(
      and(
        eq(answerFlags.flaggerId, flaggerId),
        isNotNull(answerFlags.outcome),
        isNull(answerFlags.outcomeSeenAt),
      ),
    );
}

/** Holds the answer's row until the transaction ends, so two admins resolving it take turns. */
export async function lockAnswer(tx: Queryable, answerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: answers.id })
    .from(answers)
    .where(eq(answers.id, answerId))
    .for('update');
  return row !== undefined;
}

/** Resolves every open flag of the answer with `outcome`, and hides or deletes the answer as it says. */
export async function applyResolution(
  tx: Queryable,
  input: { answerId: number; outcome: FlagOutcome; adminId: number },
): Promise<Date> {
  const [resolved] = await tx
    .update(answerFlags)
    .set({ resolvedBy: input.adminId, resolvedAt: sql`now()`, outcome: input.outcome })
    .where(and(eq(answerFlags.answerId, input.answerId), isNull(answerFlags.resolvedAt)))
    .returning({ at: answerFlags.resolvedAt });
  if (input.outcome === 'hidden') {
    await tx
      .update(answers)
      .set({ hiddenBy: input.adminId, hiddenAt: sql`now()` })
      .where(eq(answers.id, input.answerId));
  }
  // The flags keep their question and archive: answer_id becomes null, and their flaggers still see the outcome.
  if (input.outcome === 'deleted') await tx.delete(answers).where(eq(answers.id, input.answerId));
  return resolved?.at ?? new Date();
}
