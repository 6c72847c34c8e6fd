import { z } from 'zod';
import { questionRegionSchema } from './answer.ts';

/** queued → running → done (its draft saved) or failed (with a zh-TW reason). */
export const aiAnswerStatusSchema = z
  .enum(['queued', 'running', 'done', 'failed'])
  .meta({ id: 'AiAnswerStatus' });
export type AiAnswerStatus = z.infer<typeof aiAnswerStatusSchema>;

/** A user asks for at most `count` AI drafts in `seconds`. */
export const AI_ANSWER_RATE_LIMIT = { count: 5, seconds: 3600 } as const;

/** A user's request that AI draft an answer to one question (請 AI 試答), with their own Gemini key. */
export const aiAnswerRequestSchema = z
  .object({
    id: z.string().uuid(),
    archive_id: z.number().int(),
    question_id: z.number().int(),
    status: aiAnswerStatusSchema,
    /** Why it failed, for the user; null unless failed. */
    error: z.string().nullable(),
    /** The draft once done (an answer of kind `ai_draft`); null before, or once the draft is deleted. */
    answer_id: z.number().int().nullable(),
    /** The model that drafted it, and the region of the PDF it read; null until done. */
    ai_model: z.string().nullable(),
    ai_region: questionRegionSchema.nullable(),
    created_at: z.string().datetime(),
  })
  .meta({ id: 'AiAnswerRequest' });
export type AiAnswerRequest = z.infer<typeof aiAnswerRequestSchema>;

/** GET …/ai-answer: the user's requests for the question, newest first. */
export const aiAnswerRequestListSchema = z
  .object({ requests: z.array(aiAnswerRequestSchema) })
  .meta({ id: 'AiAnswerRequestList' });
export type AiAnswerRequestList = z.infer<typeof aiAnswerRequestListSchema>;
