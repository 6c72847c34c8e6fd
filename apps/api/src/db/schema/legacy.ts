import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What `pnpm import-legacy` brought in from the original system: each legacy row by kind and id, and the row it
 * became here. A second run imports only what is not in it yet.
 */
export const legacyImports = pgTable(
  'legacy_imports',
  {
    kind: text('kind', { enum: ['user', 'course', 'archive', 'message', 'announcement'] }).notNull(),
    legacyId: integer('legacy_id').notNull(),
    newId: integer('new_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.legacyId] })],
);
