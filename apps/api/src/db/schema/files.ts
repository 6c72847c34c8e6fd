import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';

/**
 * Files being written. A key is recorded (and committed) before its bytes are stored, and removed in the
 * transaction that gives the file its row, so a crash in between leaves a trace the sweep follows instead of
 * a file nothing points to.
 */
export const pendingFiles = pgTable(
  'pending_files',
  {
    fileKey: text('file_key').primaryKey(),
    createdAt: createdAt(),
  },
  (table) => [index('pending_files_created_idx').on(table.createdAt)],
);
