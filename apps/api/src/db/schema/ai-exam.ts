import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A user's own Gemini API key, encrypted with a key derived from APP_SECRET; only the worker decrypts it. */
export const aiApiKeys = pgTable('ai_api_keys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  encryptedKey: text('encrypted_key').notNull(),
  /** `****` and the last four characters, kept so that showing the status never needs the secret. */
  maskedKey: text('masked_key').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
