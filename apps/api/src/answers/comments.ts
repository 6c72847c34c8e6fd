import {
  ANSWER_COMMENT_RATE_LIMIT,
  type AnswerComment,
  type AnswerCommentList,
  mayManage,
} from '@pastexam/api-contract';
import type { Caller } from '../auth/session/caller.ts';
import type { Database } from '../db/client.ts';
import { answerComments, type UserRow } from '../db/schema.ts';
import { overLimit, type RateLimited } from '../discussion/rate-limit.ts';
import { excerpt } from '../discussion/serialize.ts';
import { fail, type Refusal } from '../refusal.ts';
import { announceAnswerChange } from './announce/change.ts';
import { commentsOf, deleteCommentRow, findComment, insertComment } from './comments-repository.ts';
import { tellNewComment } from './notices.ts';
import { toApiComment } from './serialize.ts';
import { findAnswer } from './service.ts';

/** The comments on an answer the user may see, oldest first. */
export async function listComments(
  db: Database,
  user: UserRow,
  answerId: number,
): Promise<AnswerCommentList | Refusal<'answer_not_found'>> {
  const found = await findAnswer(db, user, answerId);
  if (!('row' in found)) return found;
  return { comments: (await commentsOf(db, answerId)).map(toApiComment) };
}

/**
 * Comments on an answer, unless the user wrote ANSWER_COMMENT_RATE_LIMIT.count comments in the last
 * ANSWER_COMMENT_RATE_LIMIT.seconds.
 */
export async function postComment(
  db: Database,
  { user }: Caller,
  answerId: number,
  body: string,
): Promise<AnswerComment | RateLimited<'answer_comment_rate_limited'> | Refusal<'answer_not_found'>> {
  const found = await findAnswer(db, user, answerId);
  if (!('row' in found)) return found;
  const posted = await db.transaction(async (tx) => {
    const rows = { table: answerComments, author: answerComments.authorId, at: answerComments.createdAt };
    const limited = await overLimit(
      tx,
      'answer_comment_rate_limited',
      rows,
      user.id,
      ANSWER_COMMENT_RATE_LIMIT,
    );
    if (limited) return limited;
    const commentId = await insertComment(tx, { answerId, authorId: user.id, body });
    await announceAnswerChange(tx, { kind: 'comment', archiveId: found.archiveId, answerId, commentId });
    await tellNewComment(tx, answerId, { authorId: user.id, body });
    return commentId;
  });
  if (typeof posted !== 'number') return posted;
  const row = await findComment(db, answerId, posted);
  if (!row) throw new Error(`comment ${posted} vanished after it was written`);
  return toApiComment(row);
}

/** Its author or an administrator deletes a comment. */
export async function deleteComment(
  db: Database,
  { user }: Caller,
  answerId: number,
  commentId: number,
): Promise<
  { ok: true } | Refusal<'answer_not_found' | 'answer_comment_not_found' | 'not_answer_comment_author'>
> {
  const found = await findAnswer(db, user, answerId);
  if (!('row' in found)) return found;
  const comment = await findComment(db, answerId, commentId);
  if (!comment) return fail('answer_comment_not_found');
  if (!mayManage({ id: user.id, is_admin: user.isAdmin }, comment.authorId))
    return fail('not_answer_comment_author');
  await db.transaction(async (tx) => {
    if (await deleteCommentRow(tx, commentId))
      await announceAnswerChange(tx, {
        kind: 'comment-deleted',
        archiveId: found.archiveId,
        answerId,
        commentId,
      });
  });
  return { ok: true };
}

/** A comment as the audit log keeps it before its deletion: named by the start of its text. */
export async function commentForAudit(db: Database, answerId: number, commentId: number) {
  const row = await findComment(db, answerId, commentId);
  return (
    row && {
      id: row.id,
      name: excerpt(row.body),
      answer_id: row.answerId,
      author: row.authorName,
      body: row.body,
    }
  );
}
