import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './users.ts';

export const jobStatuses = ['pending', 'in_progress', 'complete', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The background job queue, shared by every replica's worker (decisions 007 and 010). Each job has a kind that
 * names its handler and a payload that handler checks; what a kind needs beyond that lives in its payload.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The user a job runs for (an AI exam); their jobs go with their account. Null for maintenance jobs. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    /** What the user reads when it is complete (the AI exam); null for jobs that only change other rows. */
    result: text('result'),
    error: text('error'),
    /** How many times a worker took the job; past `max_attempts` an expired or failed claim is not retried. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not claimed before then: a retry waits out its back-off here. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** At most one pending or running job per key (one AI exam per user, one sweep at a time). */
    dedupeKey: text('dedupe_key'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** A fresh id per claim, so a worker that lost its lease cannot write over the new holder's outcome. */
    claimedBy: text('claimed_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // Enforced by the database, so two simultaneous requests or replicas cannot both pass.
    uniqueIndex('jobs_active_dedupe_idx')
      .on(table.dedupeKey)
      .where(sql`${table.status} in ('pending', 'in_progress')`),
    index('jobs_user_idx').on(table.userId, table.kind, table.createdAt),
    index('jobs_queue_idx').on(table.status, table.runAfter),
    check('jobs_status_check', sql`${table.status} in ('pending', 'in_progress', 'complete', 'failed')`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
