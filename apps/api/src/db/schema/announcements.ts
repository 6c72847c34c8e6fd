import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './users.ts';

/**
 * Announcements (公告): a title, a Markdown body, 一般 or 重要, on or off, and an optional window. Notices brought
 * in from the original system land here (product §9.11).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    importance: text('importance', { enum: ['normal', 'important'] })
      .notNull()
      .default('normal'),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Who wrote it, while that account exists; null for notices brought in from the original system. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its start was dealt with: at writing for one shown at once, or by the periodic job once a scheduled
     * one began (its bell rung then if it was important and shown). Null while a scheduled one waits to start.
     */
    startNoticedAt: timestamp('start_noticed_at', { withTimezone: true }),
  },
  (table) => [
    check('announcements_importance_check', sql`${table.importance} in ('normal', 'important')`),
    check(
      'announcements_window_check',
      sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
    index('announcements_created_idx').on(table.createdAt),
    // The periodic job's look for scheduled ones that began.
    index('announcements_start_unnoticed_idx').on(table.startsAt).where(sql`${table.startNoticedAt} is null`),
  ],
);

/**
 * Which announcements each user has seen: the unread dot in the top bar, and the newest unseen active one that
 * opens once after sign-in. Kept on the server, so a second browser or device does not show it again.
 */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.announcementId] })],
);
