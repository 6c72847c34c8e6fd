import { z } from 'zod';
import { answerPersonSchema } from './answer.ts';
import { singleLine } from './text.ts';

/** 答案錯誤, 不當內容, 疑似 AI 產生: one flag per user, answer and reason. */
export const flagReasonSchema = z.enum(['wrong', 'inappropriate', 'ai']).meta({ id: 'FlagReason' });
export type FlagReason = z.infer<typeof flagReasonSchema>;

/** How an admin resolved an answer's flags: 保留 (kept), 隱藏答案 (hidden) or 刪除答案 (deleted). */
export const flagOutcomeSchema = z.enum(['kept', 'hidden', 'deleted']).meta({ id: 'FlagOutcome' });
export type FlagOutcome = z.infer<typeof flagOutcomeSchema>;

/** The longest note a flagger may add, in characters. */
export const FLAG_NOTE_MAX_LENGTH = 200;
/** A user flags at most `count` answers in `seconds`. */
export const FLAG_RATE_LIMIT = { count: 10, seconds: 600 } as const;

/** POST /answers/{id}/flags. */
export const flagInputSchema = z
  .object({
    reason: flagReasonSchema,
    note: singleLine('補充說明')
      .max(FLAG_NOTE_MAX_LENGTH, `補充說明最多 ${FLAG_NOTE_MAX_LENGTH} 個字`)
      .nullable()
      .default(null),
  })
  .meta({ id: 'FlagInput' });
export type FlagInput = z.input<typeof flagInputSchema>;

/** Where a flagged answer is: its archive and question, for a link to the exam at that question. */
const flagPlaceShape = {
  archive_id: z.number().int(),
  archive_name: z.string(),
  course_id: z.number().int(),
  /** Null once the question is gone. */
  question_id: z.number().int().nullable(),
  question_name: z.string().nullable(),
};

/** One user's flag, as its flagger sees it: what they said, and the outcome once an admin resolved it. */
export const myFlagSchema = z
  .object({
    id: z.number().int(),
    reason: flagReasonSchema,
    note: z.string().nullable(),
    created_at: z.string().datetime(),
    ...flagPlaceShape,
    /** The answer's first characters; null once it is deleted. */
    excerpt: z.string().nullable(),
    outcome: flagOutcomeSchema.nullable(),
    resolved_at: z.string().datetime().nullable(),
    /** False while the outcome is not yet seen by the flagger (always true while open). */
    seen: z.boolean(),
  })
  .meta({ id: 'MyFlag' });
export type MyFlag = z.infer<typeof myFlagSchema>;

/** GET /users/me/flags: the user's flags, newest first, and how many outcomes they have not seen. */
export const myFlagListSchema = z
  .object({ flags: z.array(myFlagSchema), unseen: z.number().int().nonnegative() })
  .meta({ id: 'MyFlagList' });
export type MyFlagList = z.infer<typeof myFlagListSchema>;

/** One flag as an admin sees it in 檢舉. */
export const adminFlagSchema = z
  .object({
    id: z.number().int(),
    reason: flagReasonSchema,
    note: z.string().nullable(),
    flagger: answerPersonSchema,
    created_at: z.string().datetime(),
  })
  .meta({ id: 'AdminFlag' });
export type AdminFlag = z.infer<typeof adminFlagSchema>;

/** The flags of one answer, open or resolved together. */
export const flaggedAnswerSchema = z
  .object({
    /** Null once the answer is deleted. */
    answer_id: z.number().int().nullable(),
    ...flagPlaceShape,
    excerpt: z.string().nullable(),
    author: answerPersonSchema.nullable(),
    /** The answer is hidden now. */
    hidden: z.boolean(),
    /** How many flags of each reason, in the order of flagReasonSchema; reasons nobody gave left out. */
    reasons: z.array(z.object({ reason: flagReasonSchema, count: z.number().int().positive() })),
    flags: z.array(adminFlagSchema),
    outcome: flagOutcomeSchema.nullable(),
    resolved_at: z.string().datetime().nullable(),
    resolved_by: z.string().nullable(),
  })
  .meta({ id: 'FlaggedAnswer' });
export type FlaggedAnswer = z.infer<typeof flaggedAnswerSchema>;

export const flagStates = ['open', 'resolved'] as const;
/** GET /admin/answer-flags: open flags (oldest first) or the latest resolved ones (newest first). */
export const flagListQuerySchema = z.object({ state: z.enum(flagStates).default('open') });
export type FlagListQuery = z.input<typeof flagListQuerySchema>;

/** Resolved groups listed at most. */
export const RESOLVED_FLAGS_SHOWN = 50;

export const flaggedAnswerListSchema = z
  .object({ answers: z.array(flaggedAnswerSchema) })
  .meta({ id: 'FlaggedAnswerList' });
export type FlaggedAnswerList = z.infer<typeof flaggedAnswerListSchema>;

/** POST /admin/answers/{id}/flags/resolve: every open flag of the answer at once. */
export const flagResolutionSchema = z.object({ outcome: flagOutcomeSchema }).meta({ id: 'FlagResolution' });
export type FlagResolution = z.infer<typeof flagResolutionSchema>;

/** POST /answers/{id}/flags answers the flag made. */
export const flagCreatedSchema = z
  .object({ id: z.number().int(), reason: flagReasonSchema, created_at: z.string().datetime() })
  .meta({ id: 'FlagCreated' });
export type FlagCreated = z.infer<typeof flagCreatedSchema>;
