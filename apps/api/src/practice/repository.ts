import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import {
  archiveQuestions,
  archives,
  courses,
  type PRACTICE_LAYOUTS,
  type PRACTICE_MARKS,
  practiceAnswers,
  practiceAttempts,
} from '../db/schema.ts';

type Layout = (typeof PRACTICE_LAYOUTS)[number];
type Mark = (typeof PRACTICE_MARKS)[number];

/**
 * How long after its deadline an attempt still takes its user's last note and their end: the page sends them
 * when its countdown reaches zero, a moment after the server's clock did.
 */
const GRACE = sql`interval '15 seconds'`;

/** The archive, when it and its course are in use: what names it (course, year, name, professor). */
export async function archiveInUse(db: Queryable, archiveId: number) {
  const [row] = await db
    .select({
      id: archives.id,
      name: archives.name,
      archiveType: archives.archiveType,
      academicYear: archives.academicYear,
      professor: archives.professor,
      courseId: archives.courseId,
      courseName: courses.name,
    })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(archives.id, archiveId), isNull(archives.deletedAt), isNull(courses.deletedAt)));
  return row ?? null;
}

/**
 * Ends the user's attempts whose time ran out (past their deadline and its grace) at their deadline, and
 * answers the archives they were on. `attemptId` narrows it to one attempt.
 */
export async function endOverdue(
  db: Queryable,
  userId: number,
  attemptId?: number,
): Promise<{ archiveId: number }[]> {
  return db
    .update(practiceAttempts)
    .set({ endedAt: practiceAttempts.deadlineAt })
    .where(
      and(
        eq(practiceAttempts.userId, userId),
        attemptId === undefined ? undefined : eq(practiceAttempts.id, attemptId),
        isNull(practiceAttempts.endedAt),
        lt(sql`${practiceAttempts.deadlineAt} + ${GRACE}`, sql`now()`),
      ),
    )
    .returning({ archiveId: practiceAttempts.archiveId });
}

/** Starts an attempt due `minutes` from now by the database's clock, with one row per question. */
export async function insertAttempt(
  db: Database,
  values: { userId: number; archiveId: number; layout: Layout; minutes: number; questionIds: number[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(practiceAttempts)
      .values({
        userId: values.userId,
        archiveId: values.archiveId,
        layout: values.layout,
        deadlineAt: sql`now() + make_interval(mins => ${values.minutes})`,
      })
      .returning({ id: practiceAttempts.id });
    if (!attempt) throw new Error('the attempt was not inserted');
    await tx
      .insert(practiceAnswers)
      .values(values.questionIds.map((questionId) => ({ attemptId: attempt.id, questionId })));
    return attempt.id;
  });
}

/** What an attempt's summary (上次模擬考) is read from. */
const summaryColumns = {
  id: practiceAttempts.id,
  archiveId: practiceAttempts.archiveId,
  layout: practiceAttempts.layout,
  startedAt: practiceAttempts.startedAt,
  deadlineAt: practiceAttempts.deadlineAt,
  endedAt: practiceAttempts.endedAt,
};

/** The user's own attempt, with the seconds left before its deadline by the database's clock. */
export async function findAttempt(db: Queryable, userId: number, attemptId: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      remaining:
        sql<number>`greatest(0, floor(extract(epoch from ${practiceAttempts.deadlineAt} - now())))::int`.mapWith(
          Number,
        ),
    })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.id, attemptId), eq(practiceAttempts.userId, userId)));
  return row ?? null;
}
export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** The user's attempts on the archive, newest first. */
export function attemptsOn(db: Queryable, userId: number, archiveId: number) {
  return db
    .select(summaryColumns)
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.archiveId, archiveId)))
    .orderBy(desc(practiceAttempts.startedAt), desc(practiceAttempts.id))
    .limit(20);
}

/** How many questions of each attempt carry each mark (null: not yet marked). */
export function markCounts(db: Queryable, attemptIds: number[]) {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .select({ attemptId: practiceAnswers.attemptId, mark: practiceAnswers.mark, count: count() })
    .from(practiceAnswers)
    .where(inArray(practiceAnswers.attemptId, attemptIds))
    .groupBy(practiceAnswers.attemptId, practiceAnswers.mark);
}

/** An attempt's questions in the archive's order, with the student's note and mark. */
export function attemptQuestions(db: Queryable, attemptId: number) {
  return db
    .select({
      questionId: practiceAnswers.questionId,
      name: archiveQuestions.name,
      note: practiceAnswers.note,
      mark: practiceAnswers.mark,
    })
    .from(practiceAnswers)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, practiceAnswers.questionId))
    .where(eq(practiceAnswers.attemptId, attemptId))
    .orderBy(asc(archiveQuestions.ordinal), asc(archiveQuestions.id));
}

/** Ends a running attempt now, or at its deadline when that came first; false when it had ended already. */
export async function endAttempt(db: Queryable, attemptId: number): Promise<boolean> {
  const rows = await db
    .update(practiceAttempts)
    .set({ endedAt: sql`least(now(), ${practiceAttempts.deadlineAt})` })
    .where(and(eq(practiceAttempts.id, attemptId), isNull(practiceAttempts.endedAt)))
    .returning({ id: practiceAttempts.id });
  return rows.length > 0;
}

/**
 * Writes the student's note (while the attempt runs) or mark (once it ended) on one of its questions; false
 * when the attempt lacks the question.
 */
export async function updateAnswer(
  db: Queryable,
  attemptId: number,
  questionId: number,
  change: { note: string } | { mark: Mark },
): Promise<boolean> {
  const rows = await db
    .update(practiceAnswers)
    .set('mark' in change ? { mark: change.mark, markedAt: sql`now()` } : { note: change.note })
    .where(and(eq(practiceAnswers.attemptId, attemptId), eq(practiceAnswers.questionId, questionId)))
    .returning({ id: practiceAnswers.questionId });
  return rows.length > 0;
}
