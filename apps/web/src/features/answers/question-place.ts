import type { Question } from '@pastexam/api-contract';
import { type FilePlace, type FileRegion, isBefore } from '../../lib/viewer-link.ts';

/**
 * The position (from 0) of the question being read at `place`: the last one starting at or above it; the first
 * one above the first question's start; -1 without questions.
 */
export function questionIndexAt(
  questions: readonly Pick<Question, 'page' | 'top'>[],
  place: FilePlace | null,
): number {
  if (questions.length === 0) return -1;
  if (!place) return 0;
  let found = 0;
  questions.forEach((question, index) => {
    if (!isBefore(place, question)) found = index;
  });
  return found;
}

/** The region of the question at `index`: from its start to the next one's, or to the end of the file. */
export function questionRegion(
  questions: readonly Pick<Question, 'page' | 'top'>[],
  index: number,
): FileRegion | null {
  const question = questions[index];
  if (!question) return null;
  const next = questions[index + 1];
  return {
    from: { page: question.page, top: question.top },
    to: next ? { page: next.page, top: next.top } : { page: Number.MAX_SAFE_INTEGER, top: 1 },
  };
}
