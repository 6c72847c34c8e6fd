import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
