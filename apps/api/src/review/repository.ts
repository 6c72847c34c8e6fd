import { and, asc, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  archiveQuestions,
  archives,
  courses,
  questionBookmarks,
  type REVIEW_SOURCES,
  reviewCards,
  reviewExamDates,
} from '../db/schema.ts';
import type { Memory } from './schedule.ts';

export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** Questions in archives in use: neither they nor their course deleted. */
const inUse = and(isNull(archives.deletedAt), isNull(courses.deletedAt));

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

export async function deleteCard(db: Database, userId: number, questionId: number): Promise<void> {
  await db
    .delete(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
}

/** The questions in the user's deck, ascending. */
export async function deckQuestionIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: reviewCards.questionId })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.questionId));
  return rows.map((row) => row.id);
}

/** The user's cards of questions in use due before `before`: how many, and the soonest `limit` with their place. */
export async function dueCards(db: Database, userId: number, before: Date, limit: number) {
  const due = and(eq(reviewCards.userId, userId), lt(reviewCards.due, before), inUse);
  const base = () =>
    db
      .select({
        cardId: reviewCards.id,
        questionId: archiveQuestions.id,
        questionName: archiveQuestions.name,
        archiveId: archives.id,
        archiveName: archives.name,
        professor: archives.professor,
        academicYear: archives.academicYear,
        archiveType: archives.archiveType,
        courseId: courses.id,
        courseName: courses.name,
        due: reviewCards.due,
        reps: reviewCards.reps,
      })
      .from(reviewCards)
      .innerJoin(archiveQuestions, eq(archiveQuestions.id, reviewCards.questionId))
      .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
      .innerJoin(courses, eq(courses.id, archives.courseId));
  const [rows, [total]] = await Promise.all([
    base().where(due).orderBy(asc(reviewCards.due), asc(reviewCards.id)).limit(limit),
    db
      .select({ n: count() })
      .from(reviewCards)
      .innerJoin(archiveQuestions, eq(archiveQuestions.id, reviewCards.questionId))
      .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
      .innerJoin(courses, eq(courses.id, archives.courseId))
      .where(due),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The user's own card with its memory and its course's exam date, or undefined. */
export async function findCard(db: Database, userId: number, cardId: number) {
  const [row] = await db
    .select({ card: reviewCards, examDate: reviewExamDates.examDate })
    .from(reviewCards)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, reviewCards.questionId))
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .leftJoin(
      reviewExamDates,
      and(eq(reviewExamDates.userId, reviewCards.userId), eq(reviewExamDates.courseId, archives.courseId)),
    )
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  return row;
}

export async function saveMemory(db: Database, cardId: number, memory: Memory): Promise<void> {
  await db.update(reviewCards).set(memory).where(eq(reviewCards.id, cardId));
}

/** The courses of the user's cards in use, with how many cards and the exam date set, by course name. */
export function deckCourses(db: Database, userId: number) {
  return db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      cardCount: count(reviewCards.id),
      examDate: reviewExamDates.examDate,
    })
    .from(reviewCards)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, reviewCards.questionId))
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .leftJoin(
      reviewExamDates,
      and(eq(reviewExamDates.userId, reviewCards.userId), eq(reviewExamDates.courseId, courses.id)),
    )
    .where(and(eq(reviewCards.userId, userId), inUse))
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
  const ofCourse = db
    .select({ id: archiveQuestions.id })
    .from(archiveQuestions)
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .where(eq(archives.courseId, courseId));
  await db
    .update(reviewCards)
    .set({ due: cap })
    .where(
      and(
        eq(reviewCards.userId, userId),
        gt(reviewCards.due, cap),
        inArray(reviewCards.questionId, ofCourse),
      ),
    );
}
