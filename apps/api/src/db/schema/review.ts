import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { courses } from './courses.ts';
import { jobs } from './jobs.ts';
import { archiveQuestions } from './questions.ts';
import { users } from './users.ts';

/** Where a card of the review deck came from. */
export const REVIEW_SOURCES = ['question', 'bookmarks', 'practice', 'mock_exam'] as const;

/**
 * Each user's review deck (複習): one card per question, with its FSRS memory state as ts-fsrs keeps it
 * (`due`, `stability`, `difficulty`, the day counts, `reps`, `lapses`, `state` 0 new … 3 relearning).
 * A card is of an archive's question or of a mock exam's (an AI exam job and the question's key in it,
 * `{section}-{question}`): exactly one of the two. Deleting the mock exam deletes its cards.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => archiveQuestions.id, { onDelete: 'cascade' }),
    mockExamId: uuid('mock_exam_id').references(() => jobs.id, { onDelete: 'cascade' }),
    mockQuestionKey: text('mock_question_key'),
    source: text('source', { enum: REVIEW_SOURCES }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('review_cards_user_question_key').on(table.userId, table.questionId),
    unique('review_cards_user_mock_question_key').on(table.userId, table.mockExamId, table.mockQuestionKey),
    index('review_cards_user_due_idx').on(table.userId, table.due),
    index('review_cards_mock_exam_idx').on(table.mockExamId),
    check(
      'review_cards_source_check',
      sql`${table.source} in ('question', 'bookmarks', 'practice', 'mock_exam')`,
    ),
    check(
      'review_cards_one_question_check',
      sql`(${table.questionId} is null) <> (${table.mockExamId} is null) and (${table.mockExamId} is null) = (${table.mockQuestionKey} is null)`,
    ),
    check('review_cards_state_check', sql`${table.state} between 0 and 3`),
  ],
);
export type ReviewCardRow = typeof reviewCards.$inferSelect;

/** The date of a course's exam (考試日期) a user aims their review at: no card of it is due after that day. */
export const reviewExamDates = pgTable(
  'review_exam_dates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** A Taipei calendar day, `YYYY-MM-DD`. */
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);
