import {
  type AnswerPerson,
  type FlaggedAnswer,
  type FlagReason,
  flagReasonSchema,
  type MyFlag,
} from '@pastexam/api-contract';
import { groupRows } from '../db/group-rows.ts';
import type { FlagRow } from './repository.ts';

const person = (id: number | null, name: string | null, isAdmin: boolean | null): AnswerPerson | null =>
  id === null ? null : { id, name: name ?? '', is_admin: isAdmin ?? false };

const place = (row: FlagRow) => ({
  archive_id: row.archiveId,
  archive_name: row.archiveName,
  course_id: row.courseId,
  question_id: row.questionId,
  question_name: row.questionName,
});

/** A flag as its flagger sees it in 我的檢舉. */
export function toMyFlag(row: FlagRow): MyFlag {
  return {
    id: row.id,
    reason: row.reason,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    ...place(row),
    excerpt: row.answerId === null ? null : row.excerpt,
    outcome: row.outcome,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    seen: row.outcome === null || row.outcomeSeenAt !== null,
  };
}

/**
 * Flags grouped as 檢舉 lists them: open ones by answer, resolved ones by the resolution that closed them
 * (one admin's decision on one answer), in the order the rows come.
 */
export function groupFlags(rows: readonly FlagRow[]): FlaggedAnswer[] {
  const keyOf = (row: FlagRow) =>
    `${row.answerId ?? `q${row.questionId}`}|${row.resolvedAt?.toISOString() ?? 'open'}`;
  return groupRows(rows, keyOf).map((group) => toFlaggedAnswer(group[0], group));
}

function toFlaggedAnswer(first: FlagRow, group: readonly FlagRow[]): FlaggedAnswer {
  const counts = new Map<FlagReason, number>();
  for (const row of group) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
  return {
    answer_id: first.answerId,
    ...place(first),
    excerpt: first.answerId === null ? null : first.excerpt,
    author: person(first.authorId, first.authorName, first.authorIsAdmin),
    hidden: first.hidden,
    reasons: flagReasonSchema.options.flatMap((reason) => {
      const count = counts.get(reason);
      return count ? [{ reason, count }] : [];
    }),
    flags: group.map((row) => ({
      id: row.id,
      reason: row.reason,
      note: row.note,
      flagger: { id: row.flaggerId, name: row.flaggerName, is_admin: row.flaggerIsAdmin },
      created_at: row.createdAt.toISOString(),
    })),
    outcome: first.outcome,
    resolved_at: first.resolvedAt?.toISOString() ?? null,
    resolved_by: first.resolvedBy,
  };
}
