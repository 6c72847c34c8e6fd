import { z } from 'zod';

/**
 * One of a question's 相似題: another question of the department whose text is at least as alike as the
 * threshold, with the exam (archive) and course it is in, and how alike the two are (0 to 1).
 */
export const similarQuestionSchema = z
  .object({
    question: z.object({ id: z.number().int(), name: z.string() }),
    archive: z.object({ id: z.number().int(), name: z.string(), academic_year: z.number().int() }),
    course: z.object({ id: z.number().int(), name: z.string() }),
    similarity: z.number().min(0).max(1),
    /** In the same course as the question asked about: the same question asked again (重複出現). */
    same_course: z.boolean(),
  })
  .meta({ id: 'SimilarQuestion' });
export type SimilarQuestion = z.infer<typeof similarQuestionSchema>;

/**
 * GET /archives/{aid}/questions/{qid}/similar: the most alike first. `recurring_years` are the academic years
 * the question was asked in its course (its own and those of its 相似題 there), ascending; empty when it was not
 * asked again (重複出現 is shown only then).
 */
export const similarQuestionListSchema = z
  .object({
    similar: z.array(similarQuestionSchema),
    recurring_years: z.array(z.number().int()),
  })
  .meta({ id: 'SimilarQuestionList' });
export type SimilarQuestionList = z.infer<typeof similarQuestionListSchema>;
