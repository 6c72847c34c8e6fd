import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { archives } from './archives.ts';
import { courses } from './courses.ts';
import { archiveQuestions } from './questions.ts';
import { users } from './users.ts';

/** An archive whose questions an admin locked: nobody moves, adds or removes them until it is unlocked. */
export const archiveQuestionLocks = pgTable('archive_question_locks', {
  archiveId: integer('archive_id')
    .primaryKey()
    .references(() => archives.id, { onDelete: 'cascade' }),
  lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
  lockedAt: createdAt(),
});

/** A course's experts (its TAs), named by an admin: their endorsement of an answer shows as such. */
export const courseExperts = pgTable(
  'course_experts',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.userId] }),
    index('course_experts_user_idx').on(table.userId),
  ],
);

/**
 * Written by a person (`human`), drafted by AI at a person's request with their own key and not yet edited
 * (`ai_draft`), or a person's own answer made by editing such a draft (`ai_based`).
 */
export const ANSWER_KINDS = ['human', 'ai_draft', 'ai_based'] as const;

/**
 * The answers to each question, in Markdown with KaTeX math. `archiveId` is the question's archive, kept so an
 * archive's answers are read with one index. An answer's earlier bodies are in `answer_versions`.
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => archiveQuestions.id, { onDelete: 'cascade' }),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted; the answer stays, shown without a name. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ANSWER_KINDS }).notNull().default('human'),
    body: text('body').notNull(),
    /** The model that drafted an `ai_draft` or the draft an `ai_based` answer started from. */
    aiModel: text('ai_model'),
    /** The region of the PDF the model read: `{ page, top, endPage, endTop }`. */
    aiRegion: jsonb('ai_region'),
    officialBy: integer('official_by').references(() => users.id, { onDelete: 'set null' }),
    officialAt: timestamp('official_at', { withTimezone: true }),
    /** Hidden by an admin resolving a flag: shown only to its author and to admins. */
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When its author last changed its body; null when never. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('answers_archive_idx').on(table.archiveId, table.questionId),
    index('answers_question_idx').on(table.questionId),
    // The rate limit counts a user's answers of the last minutes.
    index('answers_author_idx').on(table.authorId, table.createdAt),
    check('answers_kind_check', sql`${table.kind} in ('human', 'ai_draft', 'ai_based')`),
    check('answers_body_check', sql`char_length(${table.body}) between 1 and 20000`),
    check(
      'answers_ai_draft_not_official_check',
      sql`${table.kind} <> 'ai_draft' or ${table.officialAt} is null`,
    ),
  ],
);
export type AnswerRow = typeof answers.$inferSelect;

/** An answer's bodies before each edit, oldest first by `id`. */
export const answerVersions = pgTable(
  'answer_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ANSWER_KINDS }).notNull(),
    body: text('body').notNull(),
    /** When this body was written (the answer's creation or an earlier edit). */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: createdAt(),
  },
  (table) => [index('answer_versions_answer_idx').on(table.answerId, table.id)],
);

/** One up (+1) or one down (-1) per user per answer, changeable. */
export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.answerId, table.userId] }),
    index('answer_votes_user_idx').on(table.userId, table.votedAt),
    check('answer_votes_value_check', sql`${table.value} in (-1, 1)`),
  ],
);

/**
 * Each vote a user cast (up or down, changed or new), when: what the votes' rate limit counts, since a vote
 * taken back and cast again leaves one row in answer_votes however often it is done. Rows older than the
 * limit's window are removed as the user votes again.
 */
export const answerVoteCasts = pgTable(
  'answer_vote_casts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    castAt: timestamp('cast_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('answer_vote_casts_user_idx').on(table.userId, table.castAt)],
);

/** An expert of the answer's course vouching for it. */
export const answerEndorsements = pgTable(
  'answer_endorsements',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endorsedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.answerId, table.userId] })],
);

/** Short plain-text comments on an answer. */
export const answerComments = pgTable(
  'answer_comments',
  {
    id: serial('id').primaryKey(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('answer_comments_answer_idx').on(table.answerId, table.id),
    index('answer_comments_author_idx').on(table.authorId, table.createdAt),
    check('answer_comments_body_check', sql`char_length(${table.body}) between 1 and 1000`),
  ],
);

export const FLAG_REASONS = ['wrong', 'inappropriate', 'ai'] as const;
export const FLAG_OUTCOMES = ['kept', 'hidden', 'deleted'] as const;

/**
 * A user's flag on an answer (答案錯誤 / 不當內容 / 疑似 AI 產生), until an admin resolves it. The flag outlives a
 * deleted answer (`answerId` null, the question and archive kept) so its flagger is still told the outcome.
 */
export const answerFlags = pgTable(
  'answer_flags',
  {
    id: serial('id').primaryKey(),
    answerId: integer('answer_id').references(() => answers.id, { onDelete: 'set null' }),
    questionId: integer('question_id').references(() => archiveQuestions.id, { onDelete: 'set null' }),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    flaggerId: integer('flagger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: FLAG_REASONS }).notNull(),
    /** What the flagger wrote, if anything. */
    note: text('note'),
    createdAt: createdAt(),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    outcome: text('outcome', { enum: FLAG_OUTCOMES }),
    /** When the flagger saw the outcome; null while unseen. */
    outcomeSeenAt: timestamp('outcome_seen_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('answer_flags_once_idx').on(table.answerId, table.flaggerId, table.reason),
    index('answer_flags_open_idx').on(table.resolvedAt, table.createdAt),
    index('answer_flags_flagger_idx').on(table.flaggerId, table.createdAt),
    check('answer_flags_reason_check', sql`${table.reason} in ('wrong', 'inappropriate', 'ai')`),
    check(
      'answer_flags_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in ('kept', 'hidden', 'deleted')`,
    ),
    check('answer_flags_note_check', sql`${table.note} is null or char_length(${table.note}) <= 500`),
  ],
);

export const AI_ANSWER_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A user's request that AI draft an answer to one question with their own key, run through the job queue. */
export const aiAnswerRequests = pgTable(
  'ai_answer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: integer('question_id')
      .notNull()
      .references(() => archiveQuestions.id, { onDelete: 'cascade' }),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AI_ANSWER_STATUSES }).notNull().default('queued'),
    /** Why it failed, in the user's language. */
    error: text('error'),
    answerId: integer('answer_id').references(() => answers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('ai_answer_requests_user_idx').on(table.userId, table.createdAt),
    index('ai_answer_requests_question_idx').on(table.questionId),
    check('ai_answer_requests_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** A user's bookmarked questions (收藏). */
export const questionBookmarks = pgTable(
  'question_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => archiveQuestions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('question_bookmarks_user_idx').on(table.userId, table.createdAt),
  ],
);

/** The archives a user marked 已完成. */
export const archiveCompletions = pgTable(
  'archive_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.archiveId] })],
);

export type AnswerFlagRow = typeof answerFlags.$inferSelect;
