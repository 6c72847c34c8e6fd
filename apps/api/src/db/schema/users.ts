import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** The name shown to others (discussions, the top bar) in place of the login name; null when not chosen. */
    nickname: text('nickname'),
    email: text('email').notNull(),
    /**
     * Set on an account brought in from the original system with an e-mail this system's format refuses (the
     * original accepted any text), or with one changed to resolve a clash: admins see it flagged until they
     * correct it (product §9.11).
     */
    emailNeedsReview: boolean('email_needs_review').notNull().default(false),
    /** Null for accounts that only sign in through single sign-on. */
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    avatarUrl: text('avatar_url'),
    authProvider: text('auth_provider', { enum: ['local', 'oidc'] })
      .notNull()
      .default('local'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    /** The interface language the user chose (product §2.12); null until they choose, when their browser's decides. */
    locale: text('locale', { enum: ['zh-TW', 'en'] }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Tokens issued before this moment are refused: a password change, a demotion or 登出所有裝置 ends every
     * session at once. Null when nothing has ended them.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    // Sign-in accepts the email in any letter case, so two accounts must not differ only in case.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    // Two people must not be told apart only by letter case in a discussion.
    uniqueIndex('users_nickname_lower_idx').on(sql`lower(${table.nickname})`),
    uniqueIndex('users_oidc_identity_idx').on(table.oidcIssuer, table.oidcSubject),
    check('users_auth_provider_check', sql`${table.authProvider} in ('local', 'oidc')`),
    check('users_locale_check', sql`${table.locale} in ('zh-TW', 'en')`),
  ],
);
export type UserRow = typeof users.$inferSelect;
