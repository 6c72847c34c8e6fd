import type { Answer } from './schemas/answer.ts';

/** What an expert's endorsement weighs against votes: more than any realistic number of votes. */
export const ENDORSEMENT_WEIGHT = 1000;

/** The fields answers are ordered by; the full Answer (and a live one) satisfies it. */
export type OrderableAnswer = Pick<
  Answer,
  'id' | 'kind' | 'official' | 'upvotes' | 'downvotes' | 'endorsed_by' | 'created_at'
>;

/** An answer's score: each expert endorsement counts ENDORSEMENT_WEIGHT, each vote up one and down minus one. */
export function answerScore(answer: OrderableAnswer): number {
  return answer.endorsed_by.length * ENDORSEMENT_WEIGHT + answer.upvotes - answer.downvotes;
}

/** An AI draft nobody has voted above zero sits below every person's answer. */
const demoted = (answer: OrderableAnswer): number =>
  answer.kind === 'ai_draft' && answer.upvotes - answer.downvotes <= 0 ? 1 : 0;

/**
 * The one order of a question's answers, on the server's list and on the screen after a live change: official
 * first; then an unvoted AI draft last; then by score (endorsements above votes); then newest, then the newer
 * id, so two answers of the same second never swap places between two renders.
 */
export function compareAnswers(a: OrderableAnswer, b: OrderableAnswer): number {
  return (
    Number(b.official !== null) - Number(a.official !== null) ||
    demoted(a) - demoted(b) ||
    answerScore(b) - answerScore(a) ||
    Date.parse(b.created_at) - Date.parse(a.created_at) ||
    b.id - a.id
  );
}
