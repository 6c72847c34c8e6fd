import {
  type Actor,
  AI_SUSPECTED_FLAGS,
  type Answer,
  type AnswerComment,
  type AnswerPerson,
  answerPermissions,
  type LiveAnswer,
  type QuestionRegion,
} from '@pastexam/api-contract';
import { z } from 'zod';
import type { CommentRow } from './comments-repository.ts';
import type { AnswerRow, Endorser } from './repository.ts';

/** A person as an answer shows them; null once the account is gone. */
function person(id: number | null, name: string | null, isAdmin: boolean | null): AnswerPerson | null {
  return id === null ? null : { id, name: name ?? '', is_admin: isAdmin ?? false };
}

/** The region an AI draft was made from, as the job stored it; null when there is none or it is unreadable. */
const storedRegionSchema = z
  .object({ page: z.number(), top: z.number(), endPage: z.number(), endTop: z.number() })
  .transform(
    (region): QuestionRegion => ({
      page: region.page,
      top: region.top,
      end_page: region.endPage,
      end_top: region.endTop,
    }),
  );

/** An answer as every reader sees it, for the live events: without a reader's vote and permissions. */
export function toLiveAnswer(row: AnswerRow, endorsers: readonly Endorser[]): LiveAnswer {
  const region = storedRegionSchema.safeParse(row.aiRegion);
  return {
    id: row.id,
    question_id: row.questionId,
    archive_id: row.archiveId,
    author: person(row.authorId, row.authorName, row.authorIsAdmin),
    kind: row.kind,
    body: row.body,
    ai_model: row.aiModel,
    ai_region: region.success ? region.data : null,
    official: row.officialAt
      ? {
          by: person(row.officialBy, row.officialName, row.officialIsAdmin),
          at: row.officialAt.toISOString(),
        }
      : null,
    hidden: row.hiddenAt !== null,
    ai_suspected: row.aiFlags >= AI_SUSPECTED_FLAGS,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    endorsed_by: endorsers.map((endorser) => ({
      id: endorser.id,
      name: endorser.name ?? '',
      is_admin: endorser.isAdmin,
    })),
    comment_count: row.commentCount,
    version_count: row.versionCount,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}

/** An answer as `actor` reads it: with their vote and what they may do with it. */
export function toApiAnswer(
  row: AnswerRow,
  endorsers: readonly Endorser[],
  actor: Actor,
  isExpert: boolean,
): Answer {
  const live = toLiveAnswer(row, endorsers);
  const myVote = row.myVote === 1 || row.myVote === -1 ? row.myVote : 0;
  return { ...live, my_vote: myVote, can: answerPermissions(actor, live, isExpert) };
}

export function toApiComment(row: CommentRow): AnswerComment {
  return {
    id: row.id,
    answer_id: row.answerId,
    author: person(row.authorId, row.authorName, row.authorIsAdmin),
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}
