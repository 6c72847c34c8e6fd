import {
  ANSWER_RATE_LIMIT,
  ANSWER_VOTE_RATE_LIMIT,
  type Answer,
  type AnswerVersionList,
  type ArchiveAnswers,
  answerPermissions,
  compareAnswers,
  type VoteValue,
} from '@pastexam/api-contract';
import type { Caller } from '../auth/session/caller.ts';
import type { Database } from '../db/client.ts';
import { answers, answerVoteCasts, type UserRow } from '../db/schema.ts';
import { overLimit, type RateLimited } from '../discussion/rate-limit.ts';
import { databaseNow } from '../discussion/repository.ts';
import { excerpt } from '../discussion/serialize.ts';
import { insertChanges } from '../questions/changes.ts';
import { findQuestion, stateOf, updateQuestion } from '../questions/edit-repository.ts';
import { questionsOf } from '../questions/repository.ts';
import { fail, type Refusal } from '../refusal.ts';
import { announceAnswerChange } from './announce/change.ts';
import { tellNewAnswer } from './notices.ts';
import {
  type AnswerRow,
  answerPlace,
  answerRow,
  archiveAnswerRows,
  deleteAnswerRow,
  endorsersOf,
  insertAnswer,
  isCourseExpert,
  openArchiveCourse,
  type Reader,
  replaceBody,
  setVote,
  versionsOf,
} from './repository.ts';
import { toApiAnswer } from './serialize.ts';

/** `items` by `keyOf`, each group in the items' order. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const readerOf = (user: UserRow): Reader => ({ id: user.id, isAdmin: user.isAdmin });
const actorOf = (user: UserRow) => ({ id: user.id, is_admin: user.isAdmin });

/**
 * Every question of an archive in order, each with the answers the reader may see in the one order of
 * answers (product §4.12): a handful of queries for the whole archive, however many answers it has.
 */
export async function listArchiveAnswers(
  db: Database,
  user: UserRow,
  archiveId: number,
): Promise<ArchiveAnswers | Refusal<'archive_not_found'>> {
  const courseId = await openArchiveCourse(db, archiveId);
  if (courseId === null) return fail('archive_not_found');
  // Read before the answers, so a change they miss is after it and reaches a stream opened from it.
  const cursor = await databaseNow(db);
  const [isExpert, questions, rows, endorsers] = await Promise.all([
    isCourseExpert(db, courseId, user.id),
    questionsOf(db, archiveId),
    archiveAnswerRows(db, archiveId, readerOf(user)),
    endorsersOf(db, { archiveId }),
  ]);
  const byAnswer = groupBy(endorsers, (endorser) => endorser.answerId);
  const byQuestion = groupBy(
    rows.map((row) => toApiAnswer(row, byAnswer.get(row.id) ?? [], actorOf(user), isExpert)),
    (answer) => answer.question_id,
  );
  return {
    questions: questions.map((question) => ({
      question_id: question.id,
      answers: (byQuestion.get(question.id) ?? []).sort(compareAnswers),
    })),
    is_expert: isExpert,
    stream_cursor: String(Math.floor(cursor)),
  };
}

/** An answer the user may see, where it is, and whether they are an expert of its course. */
export type Found = { row: AnswerRow; archiveId: number; courseId: number; isExpert: boolean };

/** The answer as `user` may see it (a hidden one only its author and administrators), in a browsable archive. */
export async function findAnswer(
  db: Database,
  user: UserRow,
  answerId: number,
): Promise<Found | Refusal<'answer_not_found'>> {
  const [place, row] = await Promise.all([
    answerPlace(db, answerId),
    answerRow(db, answerId, readerOf(user)),
  ]);
  if (!place || !row) return fail('answer_not_found');
  const isExpert = await isCourseExpert(db, place.courseId, user.id);
  return { row, archiveId: place.archiveId, courseId: place.courseId, isExpert };
}

/** What `user` may do with the answer found: the rule the contract shares with the client. */
export function permissionsOf(user: UserRow, found: Found) {
  const author = found.row.authorId === null ? null : { id: found.row.authorId, name: '', is_admin: false };
  return answerPermissions(actorOf(user), { author, kind: found.row.kind }, found.isExpert);
}

/** The answer as `user` reads it now. */
export async function presentAnswer(db: Database, user: UserRow, answerId: number, isExpert: boolean) {
  const row = await answerRow(db, answerId, readerOf(user));
  if (!row) throw new Error(`answer ${answerId} vanished after its change`);
  return toApiAnswer(row, await endorsersOf(db, { answerIds: [answerId] }), actorOf(user), isExpert);
}

/**
 * Writes an answer to a question of the archive (product §4.12), unless its author wrote ANSWER_RATE_LIMIT.count
 * in the last ANSWER_RATE_LIMIT.seconds. A question still only proposed is confirmed by it.
 */
export async function postAnswer(
  db: Database,
  { user }: Caller,
  archiveId: number,
  questionId: number,
  body: string,
): Promise<
  Answer | RateLimited<'answer_rate_limited'> | Refusal<'archive_not_found' | 'question_not_found'>
> {
  const courseId = await openArchiveCourse(db, archiveId);
  if (courseId === null) return fail('archive_not_found');
  const posted = await db.transaction(async (tx) => {
    const question = await findQuestion(tx, archiveId, questionId);
    if (!question) return fail('question_not_found');
    const rows = { table: answers, author: answers.authorId, at: answers.createdAt };
    const limited = await overLimit(tx, 'answer_rate_limited', rows, user.id, ANSWER_RATE_LIMIT);
    if (limited) return limited;
    if (question.status === 'proposed') {
      // A person answering a proposed question takes it for a real one: confirmed, as its history shows.
      await updateQuestion(tx, questionId, user.id, { status: 'confirmed' });
      const before = stateOf(question, false);
      await insertChanges(tx, archiveId, user.id, [
        { questionId, before, after: { ...before, status: 'confirmed' } },
      ]);
    }
    const answerId = await insertAnswer(tx, { questionId, archiveId, authorId: user.id, body });
    await announceAnswerChange(tx, { kind: 'answer', archiveId, answerId });
    await tellNewAnswer(tx, answerId, body);
    return answerId;
  });
  if (typeof posted !== 'number') return posted;
  return presentAnswer(db, user, posted, await isCourseExpert(db, courseId, user.id));
}

/** Its author changes an answer; the body it had is kept as an earlier version. */
export async function editAnswer(
  db: Database,
  { user }: Caller,
  answerId: number,
  body: string,
): Promise<Answer | Refusal<'answer_not_found' | 'not_answer_author'>> {
  const found = await findAnswer(db, user, answerId);
  if (!('row' in found)) return found;
  if (!permissionsOf(user, found).edit) return fail('not_answer_author');
  await db.transaction(async (tx) => {
    await replaceBody(tx, answerId, body);
    await announceAnswerChange(tx, { kind: 'answer', archiveId: found.archiveId, answerId });
  });
  return presentAnswer(db, user, answerId, found.isExpert);
}

/** Its author or an administrator deletes an answer, its votes, endorsements, versions and comments with it. */
export async function deleteAnswer(
  db: Database,
  { user }: Caller,
  answerId: number,
): Promise<{ ok: true } | Refusal<'answer_not_found' | 'not_answer_deleter'>> {
  const found = await findAnswer(db, user, answerId);
  if (!('row' in found)) return found;
  if (!permissionsOf(user, found).delete) return fail('not_answer_deleter');
  await db.transaction(async (tx) => {
    if (!(await deleteAnswerRow(tx, answerId, user.id))) return;
    const { archiveId, row } = found;
    await announceAnswerChange(tx, {
      kind: 'answer-deleted',
      archiveId,
      answerId,
      questionId: row.questionId,
    });
  });
  return { ok: true };
}

/** An answer's earlier bodies, newest first, to whoever may see it. */
export async function listVersions(
  db: Database,
  user: UserRow,
  answerId: number,
): Promise<AnswerVersionList | Refusal<'answer_not_found'>> {
  const found = await findAnswer(db, user, answerId);
  if (!('row' in found)) return found;
  const rows = await versionsOf(db, answerId);
  return {
    versions: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      body: row.body,
      written_at: row.writtenAt.toISOString(),
      replaced_at: row.replacedAt.toISOString(),
    })),
  };
}

/**
 * Sets the user's vote on someone else's answer, unless they cast ANSWER_VOTE_RATE_LIMIT.count votes in the
 * last ANSWER_VOTE_RATE_LIMIT.seconds (on any answers, the same one again after taking it back included);
 * taking a vote back is never limited.
 */
export async function voteOnAnswer(
  db: Database,
  { user }: Caller,
  answerId: number,
  value: VoteValue,
): Promise<Answer | RateLimited<'vote_rate_limited'> | Refusal<'answer_not_found' | 'own_answer_vote'>> {
  const found = await findAnswer(db, user, answerId);
  if (!('row' in found)) return found;
  if (found.row.authorId === user.id) return fail('own_answer_vote');
  const limited = await db.transaction(async (tx) => {
    if (value !== 0) {
      const rows = { table: answerVoteCasts, author: answerVoteCasts.userId, at: answerVoteCasts.castAt };
      const refused = await overLimit(tx, 'vote_rate_limited', rows, user.id, ANSWER_VOTE_RATE_LIMIT);
      if (refused) return refused;
    }
    await setVote(tx, { answerId, userId: user.id, value }, ANSWER_VOTE_RATE_LIMIT.seconds);
    await announceAnswerChange(tx, { kind: 'answer', archiveId: found.archiveId, answerId });
    return null;
  });
  return limited ?? presentAnswer(db, user, answerId, found.isExpert);
}

/** An answer as the audit log keeps it: named by the start of its text, hidden or not. */
export async function answerForAudit(db: Database, answerId: number) {
  const row = await answerRow(db, answerId, { id: 0, isAdmin: true });
  if (!row) return null;
  const endorsers = await endorsersOf(db, { answerIds: [answerId] });
  return {
    id: row.id,
    name: excerpt(row.body),
    archive_id: row.archiveId,
    question_id: row.questionId,
    author: row.authorName,
    kind: row.kind,
    official: row.officialAt !== null,
    endorsed_by: endorsers.map((endorser) => endorser.name),
    body: row.body,
  };
}
