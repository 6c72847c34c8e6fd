import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notify } from '../../db/notifications.ts';

/** The channel on which replicas tell each other that an answer or a comment on one changed. */
export const ANSWERS_CHANNEL = 'pastexam_answers';

const ids = { archiveId: z.number().int(), answerId: z.number().int() };

/**
 * What changed, as an announcement names it: an answer (`answer`, read again when heard: a hidden one is sent
 * as gone) or a comment (`comment`), or their deletion, which names what the client must drop since nothing is
 * left to read.
 */
export const answerChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('answer'), ...ids }),
  z.object({ kind: z.literal('answer-deleted'), ...ids, questionId: z.number().int() }),
  z.object({ kind: z.literal('comment'), ...ids, commentId: z.number().int() }),
  z.object({ kind: z.literal('comment-deleted'), ...ids, commentId: z.number().int() }),
]);
export type AnswerChange = z.infer<typeof answerChangeSchema>;

/**
 * Tells every replica's open streams of the archive about the change. Inside the transaction that made it,
 * so it is delivered when (and only if) the change commits. Below the answers' area, so that whatever else
 * writes answers (an AI draft's job, a flag's resolution) announces them the same way.
 */
export function announceAnswerChange(db: Pick<Database, 'execute'>, change: AnswerChange): Promise<void> {
  return notify(db, ANSWERS_CHANNEL, JSON.stringify(change));
}
