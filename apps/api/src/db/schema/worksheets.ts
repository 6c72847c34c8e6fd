import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { archiveQuestions } from './questions.ts';
import { users } from './users.ts';

/**
 * Each user's worksheets (題單). The id is random: it is the worksheet's link, which any signed-in user holding
 * it may read, so it must not be guessable by counting.
 */
export const worksheets = pgTable(
  'worksheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('worksheets_owner_idx').on(table.ownerId, table.updatedAt),
    check('worksheets_title_check', sql`char_length(${table.title}) between 1 and 60`),
  ],
);
export type WorksheetRow = typeof worksheets.$inferSelect;

/** A worksheet's questions, each once, at its 0-based place in the owner's order. */
export const worksheetQuestions = pgTable(
  'worksheet_questions',
  {
    worksheetId: uuid('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => archiveQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.worksheetId, table.questionId] }),
    index('worksheet_questions_question_idx').on(table.questionId),
  ],
);
