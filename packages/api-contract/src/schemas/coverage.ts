import { z } from 'zod';

/**
 * How much of an archive or a course is answered: `answered_count` of its `question_count` questions have an
 * answer that is neither hidden nor an unedited AI draft.
 */
export const coverageShape = {
  question_count: z.number().int().nonnegative(),
  answered_count: z.number().int().nonnegative(),
};
export type Coverage = { question_count: number; answered_count: number };

/** `已解答 12 / 40 題`: what the course list and the archive list show of a coverage. */
export function coverageLabel(coverage: Coverage): string {
  return `已解答 ${coverage.answered_count} / ${coverage.question_count} 題`;
}
