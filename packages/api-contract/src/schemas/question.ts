import { z } from 'zod';

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

/** GET /archives/{aid}/questions: the archive's questions in order. */
export const questionListSchema = z
  .object({ questions: z.array(questionSchema) })
  .meta({ id: 'QuestionList' });
export type QuestionList = z.infer<typeof questionListSchema>;
