import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { answers } from './answers.ts';
import { users } from './users.ts';

/** The kinds of notification, as the contract names them (the database checks only the column's shape). */
const KIND = /* sql */ `'wish_fulfilled', 'followed_course_archive', 'answer_activity', 'answer_endorsed', 'upload_reviewed', 'report_resolved', 'important_announcement'`;

/**
 * One user's notifications (通知): a sentence the server wrote (zh-TW's in `title` and `body`, the other
 * languages' in `words`: notifications/wording.ts), an in-app link, and whether it was read. They go with their user. The newest 500 of each user, and every one younger than 180 days, are kept.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** The title and body in the other interface languages; null when they are content, the same in all. */
    words: jsonb('words'),
    link: text('link').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    /**
     * Its mail, for a kind its user set to `email`: `pending` until it is sent (alone or in a digest), then
     * `sent`, or `failed` once the mail server refused it too often. Null when it is not mailed.
     */
    mailState: text('mail_state', { enum: ['pending', 'sent', 'failed'] }),
    /** Failed attempts to mail it so far. */
    mailAttempts: integer('mail_attempts').notNull().default(0),
  },
  (table) => [
    check('notifications_kind_check', sql.raw(`kind in (${KIND})`)),
    // The bell's list and its paging, newest first.
    index('notifications_user_idx').on(table.userId, table.id),
    // The bell's count.
    index('notifications_unread_idx').on(table.userId).where(sql`not ${table.read}`),
    // The mail job's queue.
    index('notifications_mail_pending_idx')
      .on(table.userId, table.id)
      .where(sql`${table.mailState} = 'pending'`),
    check('notifications_mail_state_check', sql`${table.mailState} in ('pending', 'sent', 'failed')`),
  ],
);

/** How each user wants each kind: a row only where the user chose other than the default (`app`). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delivery: text('delivery', { enum: ['app', 'email', 'off'] }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_settings_kind_check', sql.raw(`kind in (${KIND})`)),
    check('notification_settings_delivery_check', sql`${table.delivery} in ('app', 'email', 'off')`),
  ],
);

/**
 * Each up vote its answer's author has been told of (「…的解答獲得 5 個讚」): votes are told in batches by a
 * periodic job, and one told is never told again, even when taken back and cast once more.
 */
export const answerVoteNotices = pgTable(
  'answer_vote_notices',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toldAt: timestamp('told_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.answerId, table.voterId] })],
);

/** How a user's e-mailed kinds are sent: a row only for those who chose the daily digest over each one alone. */
export const notificationMailSettings = pgTable(
  'notification_mail_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ['each', 'daily'] }).notNull(),
  },
  (table) => [
    check('notification_mail_settings_frequency_check', sql`${table.frequency} in ('each', 'daily')`),
  ],
);
