import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Queryable } from '../db/client.ts';
import { answerVoteNotices, answerVotes } from '../db/schema.ts';
import { defineMaintenanceJob, type JobKind } from '../jobs/kind.ts';
import { notifyUsers } from '../notifications/service.ts';
import { say } from '../notifications/wording.ts';
import { answerWording } from './notice-text.ts';
import { answerPlaceOf } from './notices.ts';

export const TELL_ANSWER_VOTES_KIND = 'tell-answer-votes';

/** Votes are told in batches, never one by one: an answer's author hears of its new 讚 at most this often. */
export const ANSWER_VOTES_EVERY_MS = 3_600_000;

/**
 * Records every up vote not yet told as told, in one statement, and answers how many each answer got. A vote
 * taken back and cast again stays told; a down vote is never told.
 */
async function claimUntoldUpvotes(tx: Queryable): Promise<{ answerId: number; votes: number }[]> {
  const result = await tx.execute(sql`
    with told as (
      insert into ${answerVoteNotices} (answer_id, voter_id)
      select ${answerVotes.answerId}, ${answerVotes.userId} from ${answerVotes} where ${answerVotes.value} = 1
      on conflict do nothing
      returning answer_id
    )
    select answer_id as "answerId", count(*)::int as votes from told group by answer_id order by answer_id`);
  return z.object({ rows: z.array(z.object({ answerId: z.number(), votes: z.number() })) }).parse(result)
    .rows;
}

/** The job's work: each answer with new 讚 tells its author how many, in the transaction that records them. */
export function tellAnswerVotes(db: Database): Promise<{ answers: number; votes: number }> {
  return db.transaction(async (tx) => {
    const batches = await claimUntoldUpvotes(tx);
    for (const { answerId, votes } of batches) {
      const place = await answerPlaceOf(tx, answerId);
      if (!place || place.authorId === null) continue;
      await notifyUsers(tx, [place.authorId], {
        kind: 'answer_activity',
        title: say(answerWording, (words, locale) => words.upvoted(place.label[locale], votes)),
        link: place.link,
      });
    }
    return { answers: batches.length, votes: batches.reduce((sum, batch) => sum + batch.votes, 0) };
  });
}

/** Telling answers' authors of their new 讚, hourly, claimed by one replica at a time. */
export function tellAnswerVotesJobKind(deps: { db: Database }): JobKind {
  return defineMaintenanceJob({
    kind: TELL_ANSWER_VOTES_KIND,
    interruptedMessage: '通知解答獲得的讚時伺服器中斷',
    work: () => tellAnswerVotes(deps.db),
  });
}
