import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The audit log (product §8.8): every change an administrator made, an uploader's edit of their archive and every
 * deletion by anyone, with who, what, when, and the record before and after as the API showed it. Kept
 * AUDIT_RETENTION_DAYS.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null once the account is deleted; its name at the time stays in `actor_name`. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
