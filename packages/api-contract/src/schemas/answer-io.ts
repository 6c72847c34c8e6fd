import { z } from 'zod';
import {
  answerBodySchema,
  answerCommentBodySchema,
  answerCommentSchema,
  answerKindSchema,
  answerPersonSchema,
  answerSchema,
  voteValueSchema,
} from './answer.ts';
import { idValue } from './common.ts';
import { streamCursorSchema } from './discussion.ts';

/** No user writes more than `count` answers within `seconds`, whichever replica they reach. */
export const ANSWER_RATE_LIMIT = { count: 10, seconds: 300 } as const;
/** No user writes more than `count` comments on answers within `seconds`. */
export const ANSWER_COMMENT_RATE_LIMIT = { count: 5, seconds: 30 } as const;
/** No user votes on more than `count` answers within `seconds`. */
export const ANSWER_VOTE_RATE_LIMIT = { count: 30, seconds: 60 } as const;

/** POST /archives/{aid}/questions/{qid}/answers and PATCH /answers/{id}: the answer's Markdown. */
export const answerInputSchema = z.object({ body: answerBodySchema }).meta({ id: 'AnswerInput' });
export type AnswerInput = z.input<typeof answerInputSchema>;

/** One question's answers, in the order of `compareAnswers`. */
export const questionAnswersSchema = z
  .object({ question_id: z.number().int(), answers: z.array(answerSchema) })
  .meta({ id: 'QuestionAnswers' });
export type QuestionAnswers = z.infer<typeof questionAnswersSchema>;

/** GET /archives/{aid}/answers: every question of the archive in order, each with its answers. */
export const archiveAnswersSchema = z
  .object({
    questions: z.array(questionAnswersSchema),
    /** Whether the reader is an expert of the archive's course (may endorse and mark official). */
    is_expert: z.boolean(),
    /** Where the archive's event stream stood when this was read (see `answerEvents`). */
    stream_cursor: streamCursorSchema,
  })
  .meta({ id: 'ArchiveAnswers' });
export type ArchiveAnswers = z.infer<typeof archiveAnswersSchema>;

/** An earlier body of an answer, kept when its author edited it. */
export const answerVersionSchema = z
  .object({
    id: z.number().int(),
    /** What the answer was while it had this body (an `ai_draft` until its requester edited it). */
    kind: answerKindSchema,
    body: z.string(),
    /** When this body was written. */
    written_at: z.string().datetime(),
    /** When an edit replaced it. */
    replaced_at: z.string().datetime(),
  })
  .meta({ id: 'AnswerVersion' });
export type AnswerVersion = z.infer<typeof answerVersionSchema>;

/** GET /answers/{id}/versions: the earlier bodies, newest first (the current one is the answer itself). */
export const answerVersionListSchema = z
  .object({ versions: z.array(answerVersionSchema) })
  .meta({ id: 'AnswerVersionList' });
export type AnswerVersionList = z.infer<typeof answerVersionListSchema>;

/** PUT /answers/{id}/vote: 1 up, -1 down, 0 takes the reader's vote back. */
export const voteInputSchema = z.object({ value: voteValueSchema }).meta({ id: 'VoteInput' });
export type VoteInput = z.input<typeof voteInputSchema>;

/** GET /answers/{id}/comments: oldest first. */
export const answerCommentListSchema = z
  .object({ comments: z.array(answerCommentSchema) })
  .meta({ id: 'AnswerCommentList' });
export type AnswerCommentList = z.infer<typeof answerCommentListSchema>;

/** POST /answers/{id}/comments. */
export const answerCommentInputSchema = z
  .object({ body: answerCommentBodySchema })
  .meta({ id: 'AnswerCommentInput' });
export type AnswerCommentInput = z.input<typeof answerCommentInputSchema>;

/** An expert of a course (a TA), named by an administrator. */
export const courseExpertSchema = z
  .object({
    user: answerPersonSchema,
    added_at: z.string().datetime(),
    /** The administrator who named them; null once that account is gone. */
    added_by: answerPersonSchema.nullable(),
  })
  .meta({ id: 'CourseExpert' });
export type CourseExpert = z.infer<typeof courseExpertSchema>;

/** GET /courses/{cid}/experts: by name. */
export const courseExpertListSchema = z
  .object({ experts: z.array(courseExpertSchema) })
  .meta({ id: 'CourseExpertList' });
export type CourseExpertList = z.infer<typeof courseExpertListSchema>;

/** POST /courses/{cid}/experts. */
export const courseExpertInputSchema = z.object({ user_id: idValue }).meta({ id: 'CourseExpertInput' });
export type CourseExpertInput = z.input<typeof courseExpertInputSchema>;

/**
 * An answer as the archive's event stream carries it: the same for every reader, so without the reader's own
 * vote and permissions (a client keeps its `my_vote` and computes `can` with `answerPermissions`).
 */
export const liveAnswerSchema = answerSchema.omit({ my_vote: true, can: true }).meta({ id: 'LiveAnswer' });
export type LiveAnswer = z.infer<typeof liveAnswerSchema>;

/** `answer-deleted`: the answer is gone (deleted, or hidden by an administrator). */
export const answerGoneSchema = z
  .object({ id: z.number().int(), question_id: z.number().int() })
  .meta({ id: 'AnswerGone' });
export type AnswerGone = z.infer<typeof answerGoneSchema>;

/** `answer-comment-deleted`. */
export const answerCommentGoneSchema = z
  .object({ id: z.number().int(), answer_id: z.number().int() })
  .meta({ id: 'AnswerCommentGone' });
export type AnswerCommentGone = z.infer<typeof answerCommentGoneSchema>;

/**
 * The answers' events on the archive's event stream (GET /archives/{aid}/messages/events, the one discussion
 * uses), by their SSE `event:` name, beside `discussionEvents`:
 * - `changed`: an answer was written, edited, voted on, endorsed or marked official; data is a LiveAnswer
 *   (insert it or replace the one of that id, keep the reader's `my_vote`, re-sort with `compareAnswers`);
 * - `deleted`: data is an AnswerGone;
 * - `commentCreated`: data is an AnswerComment (its answer's `comment_count` grows by one);
 * - `commentDeleted`: data is an AnswerCommentGone;
 * - `reset`: answers' changes may have been missed (the stream reconnected): reload GET /archives/{aid}/answers.
 * Their `id:` is the stream's cursor, unchanged by them.
 */
export const answerEvents = {
  changed: 'answer-changed',
  deleted: 'answer-deleted',
  commentCreated: 'answer-comment-created',
  commentDeleted: 'answer-comment-deleted',
  reset: 'answers-reset',
} as const;
