import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';

/** One-time facts about this installation, such as whether the first admin was created. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
