import { answerEvents } from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import type { Relay, RelayedEvent } from '../discussion/feed.ts';
import { ANSWERS_CHANNEL, type AnswerChange, answerChangeSchema } from './announce/change.ts';
import { findComment } from './comments-repository.ts';
import { answerRow, endorsersOf } from './repository.ts';
import { toApiComment, toLiveAnswer } from './serialize.ts';

/** Nobody's view: no vote of their own, never an administrator, so a hidden answer is read as gone. */
const NOBODY = { id: 0, isAdmin: false };
/** A view that sees hidden answers too: to tell a hidden answer from a deleted one. */
const EVERYONE = { id: 0, isAdmin: true };

async function eventOf(db: Database, change: AnswerChange): Promise<RelayedEvent | null> {
  const { archiveId } = change;
  switch (change.kind) {
    case 'answer': {
      const row = await answerRow(db, change.answerId, NOBODY);
      if (!row) {
        const hidden = await answerRow(db, change.answerId, EVERYONE);
        return (
          hidden && {
            archiveId,
            name: answerEvents.deleted,
            data: { id: hidden.id, question_id: hidden.questionId },
          }
        );
      }
      const endorsers = await endorsersOf(db, { answerIds: [row.id] });
      return { archiveId, name: answerEvents.changed, data: toLiveAnswer(row, endorsers) };
    }
    case 'answer-deleted':
      return {
        archiveId,
        name: answerEvents.deleted,
        data: { id: change.answerId, question_id: change.questionId },
      };
    case 'comment': {
      const row = await findComment(db, change.answerId, change.commentId);
      return row && { archiveId, name: answerEvents.commentCreated, data: toApiComment(row) };
    }
    case 'comment-deleted':
      return {
        archiveId,
        name: answerEvents.commentDeleted,
        data: { id: change.commentId, answer_id: change.answerId },
      };
  }
}

/** The answers' events on the archives' streams (product §4.12), read from the database once per process. */
export function answersRelay(db: Database): Relay {
  return {
    channel: ANSWERS_CHANNEL,
    resetEvent: answerEvents.reset,
    read: async (payload) => {
      const change = answerChangeSchema.safeParse(JSON.parse(payload));
      return change.success ? eventOf(db, change.data) : null;
    },
  };
}
