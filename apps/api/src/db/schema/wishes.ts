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
import { createdAt } from '../columns.ts';
import { archives } from './archives.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

/**
 * A wish for an exam the course lacks (許願池): professor, year and type narrow it, null meaning any. Open until
 * an upload fulfils it or an admin closes it; removed with its course.
 */
export const wishes = pgTable(
  'wishes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    professor: text('professor'),
    academicYear: integer('academic_year'),
    archiveType: text('archive_type', { enum: ['midterm', 'final', 'quiz', 'other'] }),
    note: text('note'),
    createdAt: createdAt(),
    /** The archive whose upload fulfilled it; null while open, or once that archive is deleted for good. */
    fulfilledArchiveId: integer('fulfilled_archive_id').references(() => archives.id, {
      onDelete: 'set null',
    }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
  },
  (table) => [
    // One open wish per course, professor, year and type (null standing for any): a second is a 同求.
    uniqueIndex('wishes_open_once_idx')
      .on(
        table.courseId,
        sql`coalesce(${table.professor}, '')`,
        sql`coalesce(${table.academicYear}, 0)`,
        sql`coalesce(${table.archiveType}, '')`,
      )
      .where(sql`${table.fulfilledAt} is null and ${table.closedAt} is null`),
    index('wishes_course_idx').on(table.courseId),
    check('wishes_note_check', sql`${table.note} is null or char_length(${table.note}) <= 200`),
  ],
);
export type WishRow = typeof wishes.$inferSelect;

/** Who waits for each wish: its first wisher and everyone who joined (同求). */
export const wishWishers = pgTable(
  'wish_wishers',
  {
    wishId: integer('wish_id')
      .notNull()
      .references(() => wishes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.wishId, table.userId] }),
    index('wish_wishers_user_idx').on(table.userId),
  ],
);
