import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { answers } from './answers.ts';
import { archives } from './archives.ts';

/** A `tsvector` column, written and read as its text form (`'tok':1,4 'tok2':2`). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text of each page of each archive, for search (docs/decisions/016-search-index.md). A page's text comes
 * from its PDF text layer, or from OCR when the page is a scan. `tokens` holds the page's search tokens (words,
 * numbers and Chinese character pairs, normalised) with their positions; the GIN index answers the queries.
 */
export const archivePages = pgTable(
  'archive_pages',
  {
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    /** 1-based, as the PDF viewer counts. */
    page: integer('page').notNull(),
    text: text('text').notNull(),
    /** Where the text came from: the PDF's own text layer, or OCR of the page's image. */
    source: text('source', { enum: ['text_layer', 'ocr'] }).notNull(),
    /**
     * `not_needed`: the text layer had enough text. `waiting`: a scan whose OCR has not run (or cannot: no
     * Tesseract on any replica). `done` and `failed` say how OCR ended.
     */
    ocrStatus: text('ocr_status', { enum: ['not_needed', 'waiting', 'done', 'failed'] }).notNull(),
    tokens: tsvector('tokens').notNull(),
    /**
     * The page's lines with their places (search/extract/lines.ts, read through its zod schema), for finding
     * its questions; null where they were not kept (pages read before they were).
     */
    lines: jsonb('lines'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.archiveId, table.page] }),
    index('archive_pages_tokens_idx').using('gin', table.tokens),
    index('archive_pages_ocr_idx').on(table.ocrStatus).where(sql`${table.ocrStatus} = 'waiting'`),
    check('archive_pages_source_check', sql`${table.source} in ('text_layer', 'ocr')`),
    check(
      'archive_pages_ocr_status_check',
      sql`${table.ocrStatus} in ('not_needed', 'waiting', 'done', 'failed')`,
    ),
  ],
);
export type ArchivePageRow = typeof archivePages.$inferSelect;

/**
 * Each answer's search tokens, written with its body (search/answers.ts) in the transaction that writes it, so
 * search sees an answer as soon as it is saved. Whether it shows (not hidden, archive not deleted) is read from
 * `answers` when searching, so hiding one needs no write here; a deleted answer's row goes with it.
 */
export const answerSearch = pgTable(
  'answer_search',
  {
    answerId: integer('answer_id')
      .primaryKey()
      .references(() => answers.id, { onDelete: 'cascade' }),
    tokens: tsvector('tokens').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('answer_search_tokens_idx').using('gin', table.tokens)],
);
