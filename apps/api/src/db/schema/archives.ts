import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

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
     * The SHA-256 (lowercase hex) of what the uploader chose: the PDF as sent, or the photos' bytes one after
     * another, so the same file chosen again is known before it is sent (product §5.2). Null until known: an
     * archive stored before it was kept gets the hash of its stored file when a duplicate check first needs it.
     */
    contentSha256: text('content_sha256'),
    /**
     * In the trash since then, with the archive's own deletion or its course's; purged for good, file and all,
     * TRASH_RETENTION_DAYS later unless restored.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who put it in the trash, while that account exists. */
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Its coverage (product §4.15): how many questions it has, and how many of them have an answer that is
     * neither hidden nor an unedited AI draft. Kept by triggers on its questions and answers (migration 0021),
     * in the transaction that changes them, so the lists read them instead of counting.
     */
    questionCount: integer('question_count').notNull().default(0),
    answeredCount: integer('answered_count').notNull().default(0),
  },
  (table) => [
    index('archives_course_idx').on(table.courseId),
    index('archives_content_sha256_idx').on(table.courseId, table.contentSha256),
    index('archives_deleted_idx').on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
  ],
);
export type ArchiveRow = typeof archives.$inferSelect;
