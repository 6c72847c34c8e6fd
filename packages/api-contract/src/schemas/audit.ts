import { z } from 'zod';
import { singleLine } from './text.ts';

/**
 * What the audit log records (product §8.8): every change an administrator makes, and every deletion by
 * anyone. Named `{what}.{verb}`.
 */
export const auditActionSchema = z
  .enum([
    'course.create',
    'course.update',
    'course.delete',
    'course.confirm',
    'course.merge',
    'course.refuse',
    'archive.update',
    'archive.delete',
    'trash.restore',
    'trash.purge',
    'user.create',
    'user.update',
    'user.delete',
    'user.logout_all',
    'ai_task.delete',
    'announcement.create',
    'announcement.update',
    'announcement.delete',
    'message.delete',
    'question.delete',
    'questions.lock',
    'questions.unlock',
    'answer.delete',
    'answer.mark_official',
    'answer.unmark_official',
    'answer.endorse',
    'answer.unendorse',
    'answer_comment.delete',
    'course_expert.add',
    'course_expert.remove',
    'answer_flag.resolve',
    'archive_report.resolve',
    'wish.close',
    'topic.delete',
    'topics.import',
  ])
  .meta({ id: 'AuditAction' });
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an audit entry is about. */
export const auditTargetTypeSchema = z
  .enum([
    'course',
    'archive',
    'user',
    'ai_task',
    'announcement',
    'message',
    'question',
    'answer',
    'answer_comment',
    'course_expert',
    'wish',
    'topic',
  ])
  .meta({ id: 'AuditTargetType' });
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** A record's state as the API showed it, before or after the change; never a password, token or key. */
const auditStateSchema = z.record(z.string(), z.unknown()).nullable();

/** One recorded change: who made it, what it was, when, and the record before and after. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().datetime(),
    /** The account that made the change; null once that account is deleted (its name stays in `actor_name`). */
    actor_id: z.number().int().nullable(),
    actor_name: z.string(),
    action: auditActionSchema,
    target_type: auditTargetTypeSchema,
    target_id: z.string(),
    /** The record's name when the change was made (a course's, an archive's, an account's). */
    target_name: z.string(),
    /** Null for a creation. */
    before: auditStateSchema,
    /** Null for a deletion. */
    after: auditStateSchema,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The first day the log may be asked about: older days hold nothing, and year 1 is no day a database keeps. */
const FIRST_DAY = '1970-01-01';

/**
 * A day of the calendar: 2026-13-45 is refused like any other malformed date, never read as a later one, and
 * so is a day before FIRST_DAY (compared as text, which orders YYYY-MM-DD days).
 */
const day = z.iso
  .date('日期需為存在的日期，格式為 YYYY-MM-DD')
  .refine((text) => text >= FIRST_DAY, `日期不可早於 ${FIRST_DAY}`);

/**
 * GET /admin/audit: newest first, narrowed by any of the filters; `cursor` is the previous page's
 * `next_cursor`. `from` and `to` are days in Taiwan's time, both included.
 */
export const auditQuerySchema = z
  .object({
    action: auditActionSchema.optional(),
    target_type: auditTargetTypeSchema.optional(),
    /** Part of the actor's name, any case. */
    actor: singleLine('操作者').max(100, '操作者名稱最多 100 個字元').optional(),
    from: day.optional(),
    to: day.optional(),
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, '分頁位置不正確')
      .optional(),
    limit: z.coerce
      .number()
      .int('每頁筆數需為 1 到 100')
      .min(1, '每頁筆數需為 1 到 100')
      .max(100, '每頁筆數需為 1 到 100')
      .default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '開始日期不能晚於結束日期',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z
  .object({ items: z.array(auditEntrySchema), next_cursor: z.string().nullable() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
