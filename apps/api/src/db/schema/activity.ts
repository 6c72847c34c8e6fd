import { date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { archives } from './archives.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

/**
 * The courses each user opened on the archive page or downloaded from, with when they last did: the overview's
 * 最近瀏覽的課程. One row per user and course, moved forward on each visit.
 */
export const courseVisits = pgTable(
  'course_visits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('course_visits_recent_idx').on(table.userId, table.visitedAt),
  ],
);

/**
 * The archives each user previewed, with when they last did: the overview's 最近瀏覽的考古題. One row per user
 * and archive, moved forward on each view.
 */
export const archiveViews = pgTable(
  'archive_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.archiveId] }),
    index('archive_views_recent_idx').on(table.userId, table.viewedAt),
  ],
);

/**
 * How many times each archive was downloaded on each day of Taipei's calendar: a term's most downloaded are
 * summed from here (`archives.download_count` is the total since the upload). One row per archive and day, so it
 * grows with the days archives are downloaded on, not with the downloads.
 */
export const archiveDownloadDays = pgTable(
  'archive_download_days',
  {
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    downloads: integer('downloads').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.archiveId, table.day] }),
    index('archive_download_days_day_idx').on(table.day),
  ],
);
