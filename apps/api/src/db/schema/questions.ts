import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { archives } from './archives.ts';
import { users } from './users.ts';

/**
 * The questions of each archive, in order: each starts at a page and a height on it (a fraction of the page's
 * height, 0 at the top) and runs to the next one's start. `proposed` ones were found in the archive's text and
 * are replaced when it is read again; `confirmed` ones were kept by a person and never are.
 */
export const archiveQuestions = pgTable(
  'archive_questions',
  {
    id: serial('id').primaryKey(),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    /** 1-based place in the archive's order (page, then height). */
    ordinal: integer('ordinal').notNull(),
    /** 1-based, as the PDF viewer counts. */
    page: integer('page').notNull(),
    top: doublePrecision('top').notNull(),
    /** `第 3 題`, `3(b)`, `Problem 2`. */
    name: text('name').notNull(),
    status: text('status', { enum: ['proposed', 'confirmed'] }).notNull(),
    /** Null when found in the text rather than placed by a person. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('archive_questions_archive_idx').on(table.archiveId, table.ordinal),
    check('archive_questions_status_check', sql`${table.status} in ('proposed', 'confirmed')`),
    check('archive_questions_page_check', sql`${table.page} >= 1`),
    check('archive_questions_top_check', sql`${table.top} >= 0 and ${table.top} <= 1`),
    check('archive_questions_name_check', sql`char_length(${table.name}) between 1 and 50`),
  ],
);
export type ArchiveQuestionRow = typeof archiveQuestions.$inferSelect;

/**
 * Every change people make to an archive's questions: who, when, and the question before and after (null
 * before when added, null after when removed). The question's id stays when its row is gone.
 */
export const archiveQuestionChanges = pgTable(
  'archive_question_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('archive_question_changes_archive_idx').on(table.archiveId, table.changedAt)],
);

/**
 * Each question's text as 相似題 compares it (questions/similar-index.ts): the hashes of its shingles, sorted.
 * Rewritten with its archive's questions whenever they or the archive's text change; a question with too little
 * text has a row with no shingles (and no bands), so a question with no row is one never indexed.
 */
export const questionTexts = pgTable('question_texts', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => archiveQuestions.id, { onDelete: 'cascade' }),
  shingles: integer('shingles').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The buckets of each question's MinHash bands: two questions sharing one are candidates for 相似題, whose
 * similarity is then counted from their shingles, so a lookup reads a few rows rather than every question.
 */
export const questionBands = pgTable(
  'question_bands',
  {
    bucket: integer('bucket').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => archiveQuestions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.questionId] }),
    index('question_bands_question_idx').on(table.questionId),
  ],
);
