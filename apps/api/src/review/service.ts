import {
  REVIEW_DAY_SLACK,
  REVIEW_QUEUE_LIMIT,
  type ReviewCourse,
  type ReviewDeck,
  type ReviewGrade,
  type ReviewGraded,
  type ReviewQueue,
} from '@pastexam/api-contract';
import { findUserTask } from '../ai-exam/tasks/repository.ts';
import { finishedExamKeys } from '../ai-exam/tasks/service.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { fail, type Refusal } from '../refusal.ts';
import { presentCards } from './queue.ts';
import {
  bookmarkedQuestionIds,
  capCourseCards,
  courseInUse,
  deckCourses,
  deckMembers,
  deleteCard,
  deleteMockCard,
  dueCards,
  findCard,
  insertCards,
  insertMockCard,
  questionsInUse,
  type ReviewSource,
  saveExamDate,
  saveMemory,
} from './repository.ts';
import { capToExam, endOfTaipeiDay, gradeMemory, nearToday, newMemory } from './schedule.ts';

export type { ReviewSource } from './repository.ts';

/**
 * Adds the questions to the user's review deck as new cards, due at once: the one way cards arrive, whether one
 * question's 加入複習, the bookmarks' 全部加入複習 or practice's 不確定 and 不會. A question already in the deck
 * keeps its card and schedule; one not in an archive in use is left out. Answers how many cards are new.
 */
export async function addToReviewDeck(
  db: Database,
  userId: number,
  questionIds: readonly number[],
  source: ReviewSource,
  now: Date = new Date(),
): Promise<number> {
  const usable = await questionsInUse(db, [...new Set(questionIds)]);
  return insertCards(db, userId, usable, source, newMemory(now));
}

/** 加入複習 on one question, or its removal (of any question: one whose archive is gone may be removed still). */
export async function setReviewMembership(
  db: Database,
  userId: number,
  questionId: number,
  inReview: boolean,
): Promise<true | Refusal<'question_not_found'>> {
  if (!inReview) return deleteCard(db, userId, questionId).then(() => true);
  if ((await questionsInUse(db, [questionId])).length === 0) return fail('question_not_found');
  await addToReviewDeck(db, userId, [questionId], 'question');
  return true;
}

/**
 * 加入複習 on a question of the user's own mock exam, or its removal; another's exam reads as not found. Its
 * card is scheduled like any other, and goes with the exam when that is deleted.
 */
export async function setMockQuestionReview(
  db: Database,
  userId: number,
  taskId: string,
  questionKey: string,
  inReview: boolean,
  now: Date = new Date(),
): Promise<true | Refusal<'task_not_found' | 'mock_question_not_found'>> {
  const task = await findUserTask(db, userId, taskId);
  if (!task) return fail('task_not_found');
  const mock = { examId: task.id, questionKey };
  if (!inReview) return deleteMockCard(db, userId, mock).then(() => true);
  if (!finishedExamKeys(task).has(questionKey)) return fail('mock_question_not_found');
  await insertMockCard(db, userId, mock, newMemory(now));
  return true;
}

/** 全部加入複習: every bookmarked question. */
export async function addBookmarksToReview(db: Database, userId: number): Promise<number> {
  return addToReviewDeck(db, userId, await bookmarkedQuestionIds(db, userId), 'bookmarks');
}

export async function listMyReviewDeck(db: Database, userId: number): Promise<ReviewDeck> {
  const { questionIds, mockQuestions } = await deckMembers(db, userId);
  return {
    question_ids: questionIds,
    mock_exam_questions: mockQuestions.map((mock) => ({
      task_id: mock.examId,
      question_key: mock.questionKey,
    })),
  };
}

/**
 * 今天要複習: the user's cards due before the end of `day` in Taipei, soonest first. The day is the client's, so
 * a device whose clock moved sees that day's cards; it picks nothing else, and one far from the server's today
 * is refused.
 */
export async function reviewQueue(
  db: Database,
  user: UserRow,
  day: string,
  now: Date = new Date(),
): Promise<ReviewQueue | Refusal<'review_day_out_of_range'>> {
  if (!nearToday(day, now, REVIEW_DAY_SLACK)) return fail('review_day_out_of_range');
  const { rows, total } = await dueCards(db, user.id, endOfTaipeiDay(day), REVIEW_QUEUE_LIMIT);
  const cards = await presentCards(db, user, rows);
  return { day, due_count: total, cards };
}

/** The user's self-grade of their own card at `now`: FSRS's next date, capped by the course's exam date. */
export async function gradeCard(
  db: Database,
  userId: number,
  cardId: number,
  grade: ReviewGrade,
  now: Date = new Date(),
): Promise<ReviewGraded | Refusal<'review_card_not_found'>> {
  const found = await findCard(db, userId, cardId);
  if (!found) return fail('review_card_not_found');
  const { memory, capped } = gradeMemory(found.card, grade, now, found.examDate);
  await saveMemory(db, cardId, memory);
  return { due: memory.due.toISOString(), capped };
}

export async function listMyReviewCourses(db: Database, userId: number): Promise<ReviewCourse[]> {
  const rows = await deckCourses(db, userId);
  return rows.flatMap((row) =>
    row.courseId === null || row.courseName === null
      ? []
      : [
          {
            course_id: row.courseId,
            course_name: row.courseName,
            card_count: row.cardCount,
            exam_date: row.examDate,
          },
        ],
  );
}

/** 考試日期: sets the course's exam date for the user and at once moves their cards of it due later to that day. */
export async function setReviewExamDate(
  db: Database,
  userId: number,
  courseId: number,
  examDate: string | null,
  now: Date = new Date(),
): Promise<true | Refusal<'course_not_found'>> {
  if (!(await courseInUse(db, courseId))) return fail('course_not_found');
  await db.transaction(async (tx) => {
    await saveExamDate(tx, userId, courseId, examDate);
    const far = new Date(8.64e15);
    const { due, capped } = capToExam(far, examDate, now);
    if (capped) await capCourseCards(tx, userId, courseId, due);
  });
  return true;
}
