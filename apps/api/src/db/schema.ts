import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
  ],
);
export type UserRow = typeof users.$inferSelect;

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
 * Failed sign-ins, one counter per key (an account, an account at one address, an address), kept in the
 * database so that every replica applies the same delay. See auth/rate-limit.ts for the policy.
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
 * Password checks under way, one row per key (an account, an account at one address), so that sign-ins sent
 * together are let through one at a time once a key's free failures are spent. See auth/rate-limit.ts.
 */
export const loginChecks = pgTable('login_checks', {
  key: text('key').primaryKey(),
  running: integer('running').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/** One-time facts about this installation, such as whether the first admin was created. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category', {
      enum: ['freshman', 'sophomore', 'junior', 'senior', 'graduate', 'interdisciplinary', 'general'],
    }).notNull(),
    /**
     * 待審核: created by a student's upload, shown with a badge until an admin confirms it or merges it into an
     * existing course. Courses admins create (directly or by uploading) are never pending.
     */
    pending: boolean('pending').notNull().default(false),
    /** Who created it (the uploader of a pending course), while that account exists. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Soft delete: a deleted course disappears and its archives go to the trash, to be restored or purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // A deleted course must not block re-creating one with the same name.
    uniqueIndex('courses_name_category_idx')
      .on(table.name, table.category)
      .where(sql`${table.deletedAt} is null`),
  ],
);
export type CourseRow = typeof courses.$inferSelect;

export const archives = pgTable(
  'archives',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    name: text('name').notNull(),
    professor: text('professor').notNull(),
    academicYear: integer('academic_year').notNull(),
    /** The year the original system stored (a Western year, 考試年份) for an imported archive (product §9.11). */
    legacyAcademicYear: integer('legacy_academic_year'),
    archiveType: text('archive_type', { enum: ['midterm', 'final', 'quiz', 'other'] }).notNull(),
    hasAnswers: boolean('has_answers').notNull().default(false),
    downloadCount: integer('download_count').notNull().default(0),
    /** Kept when the uploader's account is removed; the archive then has no uploader. */
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    /**
     * In the trash since then, with the archive's own deletion or its course's; purged for good, file and all,
     * TRASH_RETENTION_DAYS later unless restored.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who put it in the trash, while that account exists. */
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('archives_course_idx').on(table.courseId),
    index('archives_deleted_idx').on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
  ],
);
export type ArchiveRow = typeof archives.$inferSelect;

/**
 * The courses each user opened on the archive page or downloaded from, with when they last did: the overview's
 * 最近瀏覽的課程. One row per user and course, moved forward on each visit.
 */
export const courseVisits = pgTable(
  'course_visits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('course_visits_recent_idx').on(table.userId, table.visitedAt),
  ],
);

/**
 * How many times each archive was downloaded on each day of Taipei's calendar: a term's most downloaded are
 * summed from here (`archives.download_count` is the total since the upload). One row per archive and day, so it
 * grows with the days archives are downloaded on, not with the downloads.
 */
export const archiveDownloadDays = pgTable(
  'archive_download_days',
  {
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    downloads: integer('downloads').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.archiveId, table.day] }),
    index('archive_download_days_day_idx').on(table.day),
  ],
);

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

/**
 * Files being written. A key is recorded (and committed) before its bytes are stored, and removed in the
 * transaction that gives the file its row, so a crash in between leaves a trace the sweep follows instead of
 * a file nothing points to.
 */
export const pendingFiles = pgTable(
  'pending_files',
  {
    fileKey: text('file_key').primaryKey(),
    createdAt: createdAt(),
  },
  (table) => [index('pending_files_created_idx').on(table.createdAt)],
);

/**
 * The audit log (product §8.8): every change an administrator made and every deletion by anyone, with who,
 * what, when, and the record before and after as the API showed it. Kept AUDIT_RETENTION_DAYS.
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

export * from './community-schema.ts';
export * from './search-schema.ts';
