import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { archives } from './archives.ts';
import { users } from './users.ts';

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
    createdAt: createdAt(),
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
