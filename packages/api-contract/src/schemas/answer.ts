import { z } from 'zod';
import { messageLength } from './discussion.ts';
import { multiLine } from './text.ts';

/** The longest answer and the longest comment on one, in characters (code points, as readers count them). */
export const ANSWER_MAX_LENGTH = 20_000;
export const ANSWER_COMMENT_MAX_LENGTH = 1_000;
/** How many 疑似 AI 產生 flags from different users show the mark on an answer. */
export const AI_SUSPECTED_FLAGS = 3;

/** product: an answer's Markdown (with KaTeX math and code), 1 to 20,000 characters once trimmed. */
export const answerBodySchema = multiLine('解答')
  .min(1, '請輸入解答內容')
  .refine((text) => messageLength(text) <= ANSWER_MAX_LENGTH, `解答最多 ${ANSWER_MAX_LENGTH} 個字`)
  .meta({ maxLength: ANSWER_MAX_LENGTH });

/** A comment on an answer: plain text (links shown as links), 1 to 1,000 characters once trimmed. */
export const answerCommentBodySchema = multiLine('留言')
  .min(1, '請輸入留言內容')
  .refine(
    (text) => messageLength(text) <= ANSWER_COMMENT_MAX_LENGTH,
    `留言最多 ${ANSWER_COMMENT_MAX_LENGTH} 個字`,
  )
  .meta({ maxLength: ANSWER_COMMENT_MAX_LENGTH });

/**
 * `human`: written by a person. `ai_draft`: drafted by AI at a person's request, with their own key, and not
 * edited since (shown 🤖 AI 試答; never official). `ai_based`: a person's own answer made by editing such a
 * draft (shown 參考 AI 草稿).
 */
export const answerKindSchema = z.enum(['human', 'ai_draft', 'ai_based']).meta({ id: 'AnswerKind' });
export type AnswerKind = z.infer<typeof answerKindSchema>;

/** Someone shown beside an answer or a comment: nickname or else login name, and whether an administrator. */
export const answerPersonSchema = z
  .object({ id: z.number().int(), name: z.string(), is_admin: z.boolean() })
  .meta({ id: 'AnswerPerson' });
export type AnswerPerson = z.infer<typeof answerPersonSchema>;

/** The part of the PDF an AI draft was made from: from `page` at `top` to `end_page` at `end_top`. */
export const questionRegionSchema = z
  .object({
    page: z.number().int().positive(),
    top: z.number().min(0).max(1),
    end_page: z.number().int().positive(),
    end_top: z.number().min(0).max(1),
  })
  .meta({ id: 'QuestionRegion' });
export type QuestionRegion = z.infer<typeof questionRegionSchema>;

/** A comment on an answer. */
export const answerCommentSchema = z
  .object({
    id: z.number().int(),
    answer_id: z.number().int(),
    /** Null once the account is gone. */
    author: answerPersonSchema.nullable(),
    body: z.string(),
    created_at: z.string().datetime(),
  })
  .meta({ id: 'AnswerComment' });
export type AnswerComment = z.infer<typeof answerCommentSchema>;

/** One up (1) or one down (-1) per user per answer; 0 when the reader has not voted. */
export const voteValueSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]).meta({ id: 'VoteValue' });
export type VoteValue = z.infer<typeof voteValueSchema>;

/**
 * One answer to a question, as the reader sees it. Answers of a question are listed official first, then by a
 * score that counts an expert's endorsement above any number of votes, then newest; an unedited AI draft comes
 * below every human answer until people vote it above zero.
 */
export const answerSchema = z
  .object({
    id: z.number().int(),
    question_id: z.number().int(),
    archive_id: z.number().int(),
    /** Null once the account is gone. */
    author: answerPersonSchema.nullable(),
    kind: answerKindSchema,
    /** Markdown with KaTeX math (`$…$`, `$$…$$`) and fenced code; rendered and sanitised by the client. */
    body: z.string(),
    /** The model that drafted it (`ai_draft`) or the draft it started from (`ai_based`); else null. */
    ai_model: z.string().nullable(),
    /** The region of the PDF the model read; null for a human answer. */
    ai_region: questionRegionSchema.nullable(),
    /** Marked official by an admin or an expert of the course: who and when. */
    official: z.object({ by: answerPersonSchema.nullable(), at: z.string().datetime() }).nullable(),
    /** Hidden by an admin after a flag: listed only to its author and to admins, marked as hidden. */
    hidden: z.boolean(),
    /** At least AI_SUSPECTED_FLAGS users flagged it 疑似 AI 產生. */
    ai_suspected: z.boolean(),
    upvotes: z.number().int().nonnegative(),
    downvotes: z.number().int().nonnegative(),
    /** The experts of the answer's course who endorse it. */
    endorsed_by: z.array(answerPersonSchema),
    /** The reader's own vote. */
    my_vote: voteValueSchema,
    comment_count: z.number().int().nonnegative(),
    /** Earlier bodies kept (0 when never edited). */
    version_count: z.number().int().nonnegative(),
    created_at: z.string().datetime(),
    /** When its author last changed it; null when never. */
    edited_at: z.string().datetime().nullable(),
    /** What the reader may do with it. */
    can: z.object({
      edit: z.boolean(),
      delete: z.boolean(),
      endorse: z.boolean(),
      mark_official: z.boolean(),
    }),
  })
  .meta({ id: 'Answer' });
export type Answer = z.infer<typeof answerSchema>;
