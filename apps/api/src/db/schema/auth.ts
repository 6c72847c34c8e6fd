import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Logged-out tokens, kept until they would have expired anyway, so every replica rejects them. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);

/**
 * Failed sign-ins, one counter per key (a known device, an account's unknown sources, an address), kept in
 * the database so that every replica applies the same delay. See auth/rate-limit.ts for the policy.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_last_failed_at_idx').on(table.lastFailedAt)],
);

/**
 * Password checks under way, one row per key (a known device, an account's unknown sources), so that sign-ins
 * sent together are let through one at a time once a key's free failures are spent. See auth/rate-limit.ts.
 */
export const loginChecks = pgTable('login_checks', {
  key: text('key').primaryKey(),
  running: integer('running').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
