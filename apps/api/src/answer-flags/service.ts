import {
  FLAG_RATE_LIMIT,
  type FlagCreated,
  type FlaggedAnswer,
  type FlaggedAnswerList,
  type FlagInput,
  type FlagOutcome,
  type MyFlagList,
  RESOLVED_FLAGS_SHOWN,
} from '@pastexam/api-contract';
import { announceAnswerChange } from '../answers/announce/change.ts';
import type { Database } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { lockAuthor } from '../discussion/repository.ts';
import { fail, type Refusal } from '../refusal.ts';
import {
  applyResolution,
  findFlaggableAnswer,
  flagsOf,
  insertFlag,
  lockAnswer,
  markOutcomesSeen,
  openFlags,
  recentFlags,
  resolvedFlags,
} from './repository.ts';
import { groupFlags, toMyFlag } from './serialize.ts';

/** Flags listed in 我的檢舉 at most. */
const MY_FLAGS_SHOWN = 100;
/** Resolved flags read to make RESOLVED_FLAGS_SHOWN groups of. */
const RESOLVED_FLAGS_READ = RESOLVED_FLAGS_SHOWN * 10;

type Viewer = { id: number; isAdmin: boolean };

/**
 * Flags an answer (product §4.12): one flag per user, answer and reason, never one's own answer, at most
 * FLAG_RATE_LIMIT.count in FLAG_RATE_LIMIT.seconds (counted with the flagger's row locked, so replicas agree).
 * A hidden answer is flaggable only by those who see it.
 */
export async function flagAnswer(
  db: Database,
  viewer: Viewer,
  answerId: number,
  input: { reason: FlagInput['reason']; note: string | null },
): Promise<
  FlagCreated | Refusal<'answer_not_found' | 'own_answer_flag' | 'duplicate_flag' | 'flag_rate_limited'>
> {
  try {
    return await db.transaction(async (tx) => {
      const answer = await findFlaggableAnswer(tx, answerId);
      if (!answer || (answer.hidden && !viewer.isAdmin && answer.authorId !== viewer.id))
        return fail('answer_not_found');
      if (answer.authorId === viewer.id) return fail('own_answer_flag');
      await lockAuthor(tx, viewer.id);
      if ((await recentFlags(tx, viewer.id, FLAG_RATE_LIMIT.seconds)) >= FLAG_RATE_LIMIT.count)
        return fail('flag_rate_limited');
      const note = input.note?.trim() ? input.note.trim() : null;
      const row = await insertFlag(tx, { answer, flaggerId: viewer.id, reason: input.reason, note });
      return { id: row.id, reason: row.reason, created_at: row.createdAt.toISOString() };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'answer_flags_once_idx') return fail('duplicate_flag');
    throw error;
  }
}

/** 檢舉: open flags grouped by answer, oldest first; or the latest resolutions, newest first. */
export async function listFlags(db: Database, state: 'open' | 'resolved'): Promise<FlaggedAnswerList> {
  if (state === 'open') return { answers: groupFlags(await openFlags(db)) };
  const groups = groupFlags(await resolvedFlags(db, RESOLVED_FLAGS_READ));
  return { answers: groups.slice(0, RESOLVED_FLAGS_SHOWN) };
}

/** The answer with its open flags, as 檢舉 shows it; null when it has none open or is gone. */
export async function openFlagsOf(db: Database, answerId: number): Promise<FlaggedAnswer | null> {
  return groupFlags(await openFlags(db, answerId))[0] ?? null;
}

/**
 * Resolves every open flag of the answer at once (product §4.12): kept, hidden (only its author and admins
 * still see it) or deleted (its flags keep their question and archive). Each flagger is told the outcome.
 */
export async function resolveFlags(
  db: Database,
  adminId: number,
  answerId: number,
  outcome: FlagOutcome,
): Promise<FlaggedAnswer | Refusal<'answer_not_found' | 'no_open_flags'>> {
  return db.transaction(async (tx) => {
    if (!(await lockAnswer(tx, answerId))) return fail('answer_not_found');
    const [open] = groupFlags(await openFlags(tx, answerId));
    if (!open) return fail('no_open_flags');
    const at = await applyResolution(tx, { answerId, outcome, adminId });
    // Open streams of the archive follow: a deleted answer is named, a hidden one is read again as gone, a
    // kept one again without the AI mark its kept flags no longer count towards.
    const archiveId = open.archive_id;
    await announceAnswerChange(
      tx,
      outcome === 'deleted' && open.question_id !== null
        ? { kind: 'answer-deleted', archiveId, answerId, questionId: open.question_id }
        : { kind: 'answer', archiveId, answerId },
    );
    return {
      ...open,
      answer_id: outcome === 'deleted' ? null : open.answer_id,
      excerpt: outcome === 'deleted' ? null : open.excerpt,
      hidden: outcome === 'hidden' || open.hidden,
      outcome,
      resolved_at: at.toISOString(),
    };
  });
}

/** 我的檢舉: the user's flags, newest first, and how many outcomes they have not seen. */
export async function myFlags(db: Database, userId: number): Promise<MyFlagList> {
  const flags = (await flagsOf(db, userId, MY_FLAGS_SHOWN)).map(toMyFlag);
  return { flags, unseen: flags.filter((flag) => !flag.seen).length };
}

/** Opening 我的檢舉 marks every outcome seen. */
export async function markMyFlagsSeen(db: Database, userId: number): Promise<MyFlagList> {
  await markOutcomesSeen(db, userId);
  return myFlags(db, userId);
}
