import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

/** The courses each user follows (追蹤): pinned atop their course list and on their overview. */
export const courseFollows = pgTable(
  'course_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By course too: who follows a course is asked when an archive arrives in it.
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('course_follows_course_idx').on(table.courseId),
  ],
);
