import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { announcements, archives, users } from './schema.ts';

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

/**
 * The discussion beside each archive. A deleted message keeps its row (its text is cleared) so that the order
 * and the catch-up after a reconnect stay whole; `id` orders messages and is the cursor clients resume from.
 */
export const archiveMessages = pgTable(
  'archive_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted; the message stays, shown without a name. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('archive_messages_archive_idx').on(table.archiveId, table.id),
    // The rate limit counts a user's messages of the last seconds.
    index('archive_messages_author_idx').on(table.authorId, table.createdAt),
    check('archive_messages_body_check', sql`char_length(${table.body}) <= 500`),
  ],
);
