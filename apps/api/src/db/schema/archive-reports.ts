import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { archives } from './archives.ts';
import { users } from './users.ts';

export const ARCHIVE_REPORT_REASONS = [
  'wrong_metadata',
  'unreadable',
  'incomplete',
  'duplicate',
  'copyright',
] as const;
export const ARCHIVE_REPORT_OUTCOMES = ['fixed', 'hidden', 'deleted', 'dismissed'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A user's report of a problem with an archive (回報問題), until an admin resolves it with the others of its
 * archive and reason. It outlives an archive deleted for good (`archiveId` null, its name kept in
 * `archiveName`) so its reporter is still told the outcome.
 */
export const archiveReports = pgTable(
  'archive_reports',
  {
    id: serial('id').primaryKey(),
    archiveId: integer('archive_id').references(() => archives.id, { onDelete: 'set null' }),
    /** The archive's name when reported, and again when resolved: what 我的檢舉 shows once it is gone. */
    archiveName: text('archive_name').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ARCHIVE_REPORT_REASONS }).notNull(),
    /** What the reporter wrote, if anything. */
    note: text('note'),
    createdAt: createdAt(),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ARCHIVE_REPORT_OUTCOMES }),
    /** What the admin wrote to the reporters when resolving, if anything. */
    resolutionNote: text('resolution_note'),
    /** When the reporter saw the outcome; null while unseen. */
    outcomeSeenAt: timestamp('outcome_seen_at', { withTimezone: true }),
  },
  (table) => [
    // One open report per user, archive and reason; once resolved, the same problem may be reported again.
    uniqueIndex('archive_reports_open_once_idx')
      .on(table.archiveId, table.reporterId, table.reason)
      .where(sql`${table.resolvedAt} is null`),
    index('archive_reports_open_idx').on(table.resolvedAt, table.createdAt),
    index('archive_reports_reporter_idx').on(table.reporterId, table.createdAt),
    check('archive_reports_reason_check', sql`${table.reason} in (${inList(ARCHIVE_REPORT_REASONS)})`),
    check(
      'archive_reports_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in (${inList(ARCHIVE_REPORT_OUTCOMES)})`,
    ),
    check('archive_reports_note_check', sql`${table.note} is null or char_length(${table.note}) <= 1000`),
    check(
      'archive_reports_resolution_note_check',
      sql`${table.resolutionNote} is null or char_length(${table.resolutionNote}) <= 1000`,
    ),
  ],
);
