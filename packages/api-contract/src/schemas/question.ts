import { z } from 'zod';
import { singleLine } from './text.ts';

/** Found in the archive's text and not yet confirmed by a person, or confirmed (kept when the text is read again). */
export const questionStatusSchema = z.enum(['proposed', 'confirmed']).meta({ id: 'QuestionStatus' });
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

/**
 * One question of an archive: a region of its PDF that starts at `page` (1-based), `top` of the way down it
 * (0 at the top, 1 at the bottom), and runs to the next question's start, across pages if need be.
 */
export const questionSchema = z
  .object({
    id: z.number().int(),
    /** `第 3 題`, `3(b)`, `Problem 2`. */
    name: z.string(),
    page: z.number().int().positive(),
    top: z.number().min(0).max(1),
    status: questionStatusSchema,
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;

/**
 * GET /archives/{aid}/questions: the archive's questions in order, whether an admin locked them, and what the
 * reader may do: change them (any signed-in user while they are unlocked) and lock or unlock them (admins).
 * Every change answers the same list, renumbered.
 */
export const questionListSchema = z
  .object({
    questions: z.array(questionSchema),
    locked: z.boolean(),
    can_edit: z.boolean(),
    can_lock: z.boolean(),
  })
  .meta({ id: 'QuestionList' });
export type QuestionList = z.infer<typeof questionListSchema>;

/** The longest name a person may give a question, in characters (the database holds the same limit). */
export const QUESTION_NAME_MAX_LENGTH = 50;
/** No user changes an archive's questions more than `count` times within `seconds` (product §4.11). */
export const QUESTION_EDIT_RATE_LIMIT = { count: 30, seconds: 60 } as const;
/** The highest page a question may start on: no archive has more (the upload's own limit is lower). */
const QUESTION_MAX_PAGE = 10_000;

const PAGE_MESSAGE = '頁碼必須是正整數';
const TOP_MESSAGE = '題目起點的高度必須介於 0 與 1 之間';

/** Where a question starts: a page (1-based) and a fraction of its height, 0 at the top. */
const questionPlace = {
  page: z.number().int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(QUESTION_MAX_PAGE, PAGE_MESSAGE),
  top: z.number(TOP_MESSAGE).min(0, TOP_MESSAGE).max(1, TOP_MESSAGE),
};

/** A question's name as a person gives it: one line, 1 to 50 characters once trimmed. */
export const questionNameSchema = singleLine('題目名稱')
  .min(1, '請輸入題目名稱')
  .refine(
    (name) => [...name].length <= QUESTION_NAME_MAX_LENGTH,
    `題目名稱最多 ${QUESTION_NAME_MAX_LENGTH} 個字`,
  )
  .meta({ maxLength: QUESTION_NAME_MAX_LENGTH });

/** POST /archives/{aid}/questions: a new start; numbered automatically unless named. */
export const questionNewSchema = z
  .object({ ...questionPlace, name: questionNameSchema.optional() })
  .meta({ id: 'QuestionNew' });
export type QuestionNew = z.input<typeof questionNewSchema>;

/** POST /archives/{aid}/questions/{qid}/move: the start's new place. */
export const questionMoveSchema = z.object(questionPlace).meta({ id: 'QuestionMove' });
export type QuestionMove = z.input<typeof questionMoveSchema>;

/** POST /archives/{aid}/questions/{qid}/rename. */
export const questionRenameSchema = z.object({ name: questionNameSchema }).meta({ id: 'QuestionRename' });
export type QuestionRename = z.input<typeof questionRenameSchema>;

/** What one change did to a question, read from its before and after. */
export const questionChangeActionSchema = z
  .enum(['add', 'move', 'rename', 'confirm', 'remove'])
  .meta({ id: 'QuestionChangeAction' });
export type QuestionChangeAction = z.infer<typeof questionChangeActionSchema>;

/** A question as it stood before or after a change. */
const questionStateSchema = z
  .object({ name: z.string(), page: z.number().int(), top: z.number(), status: questionStatusSchema })
  .meta({ id: 'QuestionState' });
export type QuestionState = z.infer<typeof questionStateSchema>;

/** One change a person made to an archive's questions: who, when, and the question before and after. */
export const questionChangeSchema = z
  .object({
    id: z.number().int(),
    question_id: z.number().int(),
    action: questionChangeActionSchema,
    at: z.string().datetime(),
    /** Who made it (the nickname, or else the login name); null once that account is deleted. */
    by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** Null when the question was added. */
    before: questionStateSchema.nullable(),
    /** Null when it was removed. */
    after: questionStateSchema.nullable(),
  })
  .meta({ id: 'QuestionChange' });
export type QuestionChange = z.infer<typeof questionChangeSchema>;

/** GET /archives/{aid}/questions/history: the newest changes first. */
export const questionHistorySchema = z
  .object({ changes: z.array(questionChangeSchema) })
  .meta({ id: 'QuestionHistory' });
export type QuestionHistory = z.infer<typeof questionHistorySchema>;
