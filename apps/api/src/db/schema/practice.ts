import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { archives } from './archives.ts';
import { archiveQuestions } from './questions.ts';
import { users } from './users.ts';

/** How a 模擬考 shows its questions: one at a time, or all on one page. */
export const PRACTICE_LAYOUTS = ['one', 'all'] as const;
/** How the student graded a question after the attempt: 會, 不確定, 不會. */
export const PRACTICE_MARKS = ['known', 'unsure', 'unknown'] as const;

/**
 * A user's timed practice (模擬考) on one archive: started at `startedAt`, due at `deadlineAt`, ended when the
 * user ended it or the time ran out (`endedAt`, null while it runs). At most one runs per user and archive.
 */
export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    layout: text('layout', { enum: PRACTICE_LAYOUTS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('practice_attempts_user_archive_idx').on(table.userId, table.archiveId, table.startedAt),
    uniqueIndex('practice_attempts_running_idx')
      .on(table.userId, table.archiveId)
      .where(sql`${table.endedAt} is null`),
    check('practice_attempts_layout_check', sql`${table.layout} in ('one', 'all')`),
    check('practice_attempts_deadline_check', sql`${table.deadlineAt} > ${table.startedAt}`),
  ],
);
export type PracticeAttemptRow = typeof practiceAttempts.$inferSelect;

/** The questions of an attempt, as the archive had them when it started: the student's note and, after, mark. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => archiveQuestions.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    mark: text('mark', { enum: PRACTICE_MARKS }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.questionId] }),
    // A question removed takes its rows here with it (the foreign key cascades), found by this.
    index('practice_answers_question_idx').on(table.questionId),
    check(
      'practice_answers_mark_check',
      sql`${table.mark} is null or ${table.mark} in ('known', 'unsure', 'unknown')`,
    ),
  ],
);
