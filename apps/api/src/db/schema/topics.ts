import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { archiveQuestions } from './questions.ts';
import { users } from './users.ts';

/**
 * The department's tag tree (主題), two levels deep: a top-level area (`parentId` null, 演算法 Algorithms) and
 * the topics under it (排序 Sorting). Each has a zh-TW and an English name, and the keywords whose presence in
 * a question's text proposes it. Seeded with CS2023's knowledge areas by the migration that made it.
 */
export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => topics.id, { onDelete: 'cascade' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Lower-case words or phrases, Chinese or English; any of them in a question's text suggests the topic. */
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    // Siblings have different names, in either language: an import matches topics by their names.
    uniqueIndex('topics_name_zh_idx').on(sql`coalesce(${table.parentId}, 0)`, table.nameZh),
    uniqueIndex('topics_name_en_idx').on(sql`coalesce(${table.parentId}, 0)`, sql`lower(${table.nameEn})`),
    index('topics_parent_idx').on(table.parentId),
    check('topics_name_zh_check', sql`char_length(${table.nameZh}) between 1 and 40`),
    check('topics_name_en_check', sql`char_length(${table.nameEn}) between 1 and 80`),
  ],
);
export type TopicRow = typeof topics.$inferSelect;

export const QUESTION_TOPIC_STATUSES = ['proposed', 'confirmed', 'rejected'] as const;
export const QUESTION_TOPIC_SOURCES = ['person', 'keyword', 'ai'] as const;

/**
 * A question's tags: proposed by a signed-in user (from their own choice, a keyword rule or an AI suggestion),
 * then confirmed or rejected by an expert of the question's course or an admin. A rejected tag stays, so the
 * keyword rules do not suggest it again for that question. Counted by course and year through the question's
 * archive.
 */
export const questionTopics = pgTable(
  'question_topics',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => archiveQuestions.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    status: text('status', { enum: QUESTION_TOPIC_STATUSES }).notNull(),
    source: text('source', { enum: QUESTION_TOPIC_SOURCES }).notNull(),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedAt: createdAt(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.topicId] }),
    index('question_topics_topic_idx').on(table.topicId, table.status),
    check('question_topics_status_check', sql`${table.status} in ('proposed', 'confirmed', 'rejected')`),
    check('question_topics_source_check', sql`${table.source} in ('person', 'keyword', 'ai')`),
  ],
);

/**
 * Each AI 推薦 asked, by whom and when: the rate limit counts them here, before Gemini is asked, so a request
 * that proposes nothing counts too, on whichever replica it reaches.
 */
export const topicAiRequests = pgTable(
  'topic_ai_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: createdAt(),
  },
  (table) => [index('topic_ai_requests_user_idx').on(table.userId, table.requestedAt)],
);
