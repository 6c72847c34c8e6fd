import { z } from 'zod';
import { answerPersonSchema } from './answer.ts';
import { FLAG_RATE_LIMIT } from './answer-flag.ts';
import { multiLine } from './text.ts';

/**
 * 課程或資訊錯誤, 無法閱讀, 不完整, 重複, 著作權: one open report per user, archive and reason (product §4.16).
 */
export const archiveReportReasonSchema = z
  .enum(['wrong_metadata', 'unreadable', 'incomplete', 'duplicate', 'copyright'])
  .meta({ id: 'ArchiveReportReason' });
export type ArchiveReportReason = z.infer<typeof archiveReportReasonSchema>;

/**
 * How an admin resolved a group of reports: 已修正 (fixed: its fields edited or it was moved, with the edit
 * dialog), 已隱藏 (hidden: moved to the trash), 已刪除 (deleted for good, file included) or 不處理 (dismissed).
 */
export const archiveReportOutcomeSchema = z
  .enum(['fixed', 'hidden', 'deleted', 'dismissed'])
  .meta({ id: 'ArchiveReportOutcome' });
export type ArchiveReportOutcome = z.infer<typeof archiveReportOutcomeSchema>;

/** The longest note a reporter, or an admin resolving, may write, in characters. */
export const ARCHIVE_REPORT_NOTE_MAX_LENGTH = 1000;
/** A user reports at most `count` times in `seconds`: the same limit as flags on answers. */
export const ARCHIVE_REPORT_RATE_LIMIT = FLAG_RATE_LIMIT;

const note = (label: string) =>
  multiLine(label)
    .max(ARCHIVE_REPORT_NOTE_MAX_LENGTH, `${label}最多 ${ARCHIVE_REPORT_NOTE_MAX_LENGTH} 個字`)
    .nullable()
    .default(null);

/** POST /archives/{id}/reports. */
export const archiveReportInputSchema = z
  .object({ reason: archiveReportReasonSchema, note: note('補充說明') })
  .meta({ id: 'ArchiveReportInput' });
export type ArchiveReportInput = z.input<typeof archiveReportInputSchema>;

/** POST /archives/{id}/reports answers the report made. */
export const archiveReportCreatedSchema = z
  .object({ id: z.number().int(), reason: archiveReportReasonSchema, created_at: z.string().datetime() })
  .meta({ id: 'ArchiveReportCreated' });
export type ArchiveReportCreated = z.infer<typeof archiveReportCreatedSchema>;

/** Where a reported archive is: null ids once it is deleted for good, its name kept. */
const reportPlaceShape = {
  archive_id: z.number().int().nullable(),
  archive_name: z.string(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
};

const resolutionShape = {
  outcome: archiveReportOutcomeSchema.nullable(),
  /** What the admin wrote to the reporters; null when nothing. */
  resolution_note: z.string().nullable(),
  resolved_at: z.string().datetime().nullable(),
};

/** One user's report, as its reporter sees it in 我的檢舉. */
export const myArchiveReportSchema = z
  .object({
    id: z.number().int(),
    reason: archiveReportReasonSchema,
    note: z.string().nullable(),
    created_at: z.string().datetime(),
    ...reportPlaceShape,
    ...resolutionShape,
    /** False while the outcome is not yet seen by the reporter (always true while open). */
    seen: z.boolean(),
  })
  .meta({ id: 'MyArchiveReport' });
export type MyArchiveReport = z.infer<typeof myArchiveReportSchema>;

/** GET /users/me/archive-reports: the user's reports, newest first, and how many outcomes they have not seen. */
export const myArchiveReportListSchema = z
  .object({ reports: z.array(myArchiveReportSchema), unseen: z.number().int().nonnegative() })
  .meta({ id: 'MyArchiveReportList' });
export type MyArchiveReportList = z.infer<typeof myArchiveReportListSchema>;

/** The reports of one archive and one reason, open or resolved together, as 檢舉 shows them. */
export const reportedArchiveSchema = z
  .object({
    ...reportPlaceShape,
    reason: archiveReportReasonSchema,
    /** The archive is in the trash now. */
    in_trash: z.boolean(),
    /** How many users reported it for this reason. */
    count: z.number().int().positive(),
    reports: z.array(
      z.object({
        id: z.number().int(),
        note: z.string().nullable(),
        reporter: answerPersonSchema,
        created_at: z.string().datetime(),
      }),
    ),
    ...resolutionShape,
    resolved_by: z.string().nullable(),
  })
  .meta({ id: 'ReportedArchive' });
export type ReportedArchive = z.infer<typeof reportedArchiveSchema>;

/** GET /admin/archive-reports: open groups (newest report first) or the latest resolved ones (newest first). */
export const archiveReportListQuerySchema = z.object({ state: z.enum(['open', 'resolved']).default('open') });

export const reportedArchiveListSchema = z
  .object({ groups: z.array(reportedArchiveSchema) })
  .meta({ id: 'ReportedArchiveList' });
export type ReportedArchiveList = z.infer<typeof reportedArchiveListSchema>;

/** POST /admin/archives/{id}/reports/resolve: every open report of the archive for `reason` at once. */
export const archiveReportResolutionSchema = z
  .object({
    reason: archiveReportReasonSchema,
    outcome: archiveReportOutcomeSchema,
    resolution_note: note('處理說明'),
  })
  .meta({ id: 'ArchiveReportResolution' });
export type ArchiveReportResolution = z.input<typeof archiveReportResolutionSchema>;
