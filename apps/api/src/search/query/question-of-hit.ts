import type { PageLine } from '../extract/lines.ts';

/** A question's start, as the search places a hit in its region. */
export type QuestionStart = { id: number; name: string; page: number; top: number };

/** A start this close below a line (a fraction of the page) is still that line's: people place starts by hand. */
const SAME_PLACE = 0.01;

const plain = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * Where on its page `matched` (a piece of the page's text) is printed: the top of the first line holding it, or
 * null when the page's lines were not kept or none holds it (the page's text and its lines may part words
 * differently, so spaces are left out of the comparison).
 */
export function topOfMatch(lines: readonly PageLine[], matched: string): number | null {
  const wanted = plain(matched);
  if (wanted === '') return null;
  return lines.find((line) => plain(line.text).includes(wanted))?.top ?? null;
}

/**
 * The question whose region holds the place `top` (null: somewhere unknown) of page `page`: the last one that
 * starts at or before it. Where the place is unknown, the question running into the page from an earlier one,
 * else the page's first. `questions` are one archive's, in order. Null before an archive's first question.
 */
export function questionAt(
  questions: readonly QuestionStart[],
  page: number,
  top: number | null,
): QuestionStart | null {
  const at = top ?? 0;
  let found: QuestionStart | null = null;
  for (const question of questions) {
    if (question.page < page || (question.page === page && question.top <= at + SAME_PLACE)) found = question;
  }
  if (found || top !== null) return found;
  return questions.find((question) => question.page === page) ?? null;
}
