import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  archiveQuestions,
  archives,
  courses,
  jobs,
  questionBookmarks,
  type REVIEW_SOURCES,
  reviewCards,
  reviewExamDates,
} from '../db/schema.ts';
import type { Memory } from './schedule.ts';

export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** Questions in archives in use: neither they nor their course deleted. */
const inUse = and(isNull(archives.deletedAt), isNull(courses.deletedAt));

/**
 * The course a card belongs to: its archive's, or, for a mock exam's question, that of the archives the exam was
 * made from (kept in its job's payload; null for exams made before it was kept).
 */
const cardCourseId: SQL<number | null> =
  sql`coalesce(${archives.courseId}, (${jobs.payload}->'archives_used'->0->>'course_id')::int)`;

/** A query of cards joined to what they are of: an archive's question, or a mock exam, and the course of either. */
function ofCards<T extends PgSelect>(query: T) {
  return query
    .leftJoin(archiveQuestions, eq(archiveQuestions.id, reviewCards.questionId))
    .leftJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .leftJoin(jobs, eq(jobs.id, reviewCards.mockExamId))
    .leftJoin(courses, eq(courses.id, cardCourseId));
}

/** Of `questionIds`, those in an archive in use. */
export async function questionsInUse(db: Database, questionIds: readonly number[]): Promise<number[]> {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ id: archiveQuestions.id })
    .from(archiveQuestions)
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(inArray(archiveQuestions.id, [...questionIds]), inUse));
  return rows.map((row) => row.id);
}

/** The user's bookmarked questions. */
export async function bookmarkedQuestionIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: questionBookmarks.questionId })
    .from(questionBookmarks)
    .where(eq(questionBookmarks.userId, userId));
  return rows.map((row) => row.id);
}

/** Adds new cards, due at `memory.due`; a question already in the deck keeps its card. Answers how many were new. */
export async function insertCards(
  db: Database,
  userId: number,
  questionIds: readonly number[],
  source: ReviewSource,
  memory: Memory,
): Promise<number> {
  if (questionIds.length === 0) return 0;
  const rows = await db
    .insert(reviewCards)
    .values(questionIds.map((questionId) => ({ userId, questionId, source, ...memory })))
    .onConflictDoNothing()
    .returning({ id: reviewCards.id });
  return rows.length;
}

/** A mock exam's question as a new card, due at `memory.due`; one already in the deck keeps its card. */
export async function insertMockCard(
  db: Database,
  userId: number,
  mock: { examId: string; questionKey: string },
  memory: Memory,
): Promise<void> {
  await db
    .insert(reviewCards)
    .values({
      userId,
      mockExamId: mock.examId,
      mockQuestionKey: mock.questionKey,
      source: 'mock_exam',
      ...memory,
    })
    .onConflictDoNothing();
}

export async function deleteCard(db: Database, userId: number, questionId: number): Promise<void> {
  await db
    .delete(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
}

export async function deleteMockCard(
  db: Database,
  userId: number,
  mock: { examId: string; questionKey: string },
): Promise<void> {
  await db
    .delete(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, userId),
        eq(reviewCards.mockExamId, mock.examId),
        eq(reviewCards.mockQuestionKey, mock.questionKey),
      ),
    );
}

/** What is in the user's deck: archives' questions, ascending, and mock exams' questions by exam and key. */
export async function deckMembers(db: Database, userId: number) {
  const rows = await db
    .select({
      questionId: reviewCards.questionId,
      examId: reviewCards.mockExamId,
      questionKey: reviewCards.mockQuestionKey,
    })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.questionId), asc(reviewCards.mockExamId), asc(reviewCards.mockQuestionKey));
  return {
    questionIds: rows.flatMap((row) => (row.questionId === null ? [] : [row.questionId])),
    mockQuestions: rows.flatMap((row) =>
      row.examId === null || row.questionKey === null
        ? []
        : [{ examId: row.examId, questionKey: row.questionKey }],
    ),
  };
}

/**
 * The user's cards due before `before`, of questions in use or of their mock exams: how many, and the soonest
 * `limit` with what each is of (the archive's question and its place, or the mock exam's job).
 */
export async function dueCards(db: Database, userId: number, before: Date, limit: number) {
  const due = and(eq(reviewCards.userId, userId), lt(reviewCards.due, before), inUse);
  const [rows, [total]] = await Promise.all([
    ofCards(
      db
        .select({
          cardId: reviewCards.id,
          due: reviewCards.due,
          reps: reviewCards.reps,
          mockQuestionKey: reviewCards.mockQuestionKey,
          question: archiveQuestions,
          archive: archives,
          courseName: courses.name,
          mockExam: jobs,
        })
        .from(reviewCards)
        .$dynamic(),
    )
      .where(due)
      .orderBy(asc(reviewCards.due), asc(reviewCards.id))
      .limit(limit),
    ofCards(db.select({ n: count() }).from(reviewCards).$dynamic()).where(due),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The user's own card with its memory and its course's exam date, or undefined. */
export async function findCard(db: Database, userId: number, cardId: number) {
  const [row] = await ofCards(
    db.select({ card: reviewCards, examDate: reviewExamDates.examDate }).from(reviewCards).$dynamic(),
  )
    .leftJoin(
      reviewExamDates,
      and(eq(reviewExamDates.userId, reviewCards.userId), eq(reviewExamDates.courseId, cardCourseId)),
    )
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  return row;
}

export async function saveMemory(db: Database, cardId: number, memory: Memory): Promise<void> {
  await db.update(reviewCards).set(memory).where(eq(reviewCards.id, cardId));
}

/** The courses of the user's cards in use, with how many cards and the exam date set, by course name. */
export function deckCourses(db: Database, userId: number) {
  return ofCards(
    db
      .select({
        courseId: courses.id,
        courseName: courses.name,
        cardCount: count(reviewCards.id),
        examDate: reviewExamDates.examDate,
      })
      .from(reviewCards)
      .$dynamic(),
  )
    .leftJoin(
      reviewExamDates,
      and(eq(reviewExamDates.userId, reviewCards.userId), eq(reviewExamDates.courseId, courses.id)),
    )
    .where(and(eq(reviewCards.userId, userId), isNotNull(courses.id), inUse))
    .groupBy(courses.id, courses.name, reviewExamDates.examDate)
    .orderBy(asc(courses.name), asc(courses.id));
}

export async function courseInUse(db: Database, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)));
  return row !== undefined;
}

/** Sets (or with null clears) the user's exam date of the course. */
export async function saveExamDate(
  db: Database,
  userId: number,
  courseId: number,
  examDate: string | null,
): Promise<void> {
  if (examDate === null) {
    await db
      .delete(reviewExamDates)
      .where(and(eq(reviewExamDates.userId, userId), eq(reviewExamDates.courseId, courseId)));
    return;
  }
  await db
    .insert(reviewExamDates)
    .values({ userId, courseId, examDate })
    .onConflictDoUpdate({
      target: [reviewExamDates.userId, reviewExamDates.courseId],
      set: { examDate, updatedAt: sql`now()` },
    });
}

/** Moves the user's cards of the course due after `cap` to `cap`. */
export async function capCourseCards(
  db: Database,
  userId: number,
  courseId: number,
  cap: Date,
): Promise<void> {
  const ofCourse = ofCards(db.select({ id: reviewCards.id }).from(reviewCards).$dynamic()).where(
    and(eq(reviewCards.userId, userId), eq(cardCourseId, courseId)),
  );
  await db
    .update(reviewCards)
    .set({ due: cap })
    .where(and(eq(reviewCards.userId, userId), gt(reviewCards.due, cap), inArray(reviewCards.id, ofCourse)));
}
