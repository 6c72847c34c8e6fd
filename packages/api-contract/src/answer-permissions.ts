import type { Actor } from './route.ts';
import type { Answer } from './schemas/answer.ts';

export type AnswerPermissions = Answer['can'];

/**
 * What `actor` may do with an answer, decided here once: the server fills each answer's `can` with it and checks
 * it before it acts, and the web app uses it for answers that arrive live. Only its author edits an answer;
 * its author and administrators delete it; experts of the answer's course (`isExpert`) endorse it, but not their own, as nobody votes on their own; they and
 * administrators mark it official, except an AI draft, which never is.
 */
export function answerPermissions(
  actor: Actor | null,
  answer: Pick<Answer, 'author' | 'kind'>,
  isExpert: boolean,
): AnswerPermissions {
  const isAuthor = actor !== null && answer.author !== null && answer.author.id === actor.id;
  const isAdmin = actor?.is_admin === true;
  return {
    edit: isAuthor,
    delete: isAuthor || isAdmin,
    endorse: actor !== null && isExpert && !isAuthor,
    mark_official: actor !== null && (isAdmin || isExpert) && answer.kind !== 'ai_draft',
  };
}
