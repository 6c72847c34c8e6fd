import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './users.ts';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category', {
      enum: ['freshman', 'sophomore', 'junior', 'senior', 'graduate', 'interdisciplinary', 'general'],
    }).notNull(),
    /**
     * 待審核: created by a student's upload, shown with a badge until an admin confirms it or merges it into an
     * existing course. Courses admins create (directly or by uploading) are never pending.
     */
    pending: boolean('pending').notNull().default(false),
    /** Who created it (the uploader of a pending course), while that account exists. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Soft delete: a deleted course disappears and its archives go to the trash, to be restored or purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // A deleted course must not block re-creating one with the same name.
    uniqueIndex('courses_name_category_idx')
      .on(table.name, table.category)
      .where(sql`${table.deletedAt} is null`),
  ],
);
export type CourseRow = typeof courses.$inferSelect;
