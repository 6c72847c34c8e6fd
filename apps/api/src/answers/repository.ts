import { and, asc, count, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../db/client.ts';
import {
  answerComments,
  answerEndorsements,
  answerFlags,
  answers,
  answerVersions,
  answerVoteCasts,
  answerVotes,
  archives,
  courseExperts,
  courses,
  users,
} from '../db/schema.ts';
import { indexAnswer } from '../search/answers.ts';

/** What readers see of a person: the nickname, or else the login name. */
const nameOf = (table: { nickname: PgColumn; name: PgColumn }) =>
  sql<string | null>`coalesce(${table.nickname}, ${table.name})`;
const officialUser = alias(users, 'official_user');

/**
 * The counts an answer's list shows beside each answer of `which` (answers of an archive, or one answer), each
 * made in one grouped pass over its table joined to those answers, rather than a look-up per answer and count:
 * its votes (and the reader's), how many comments and earlier versions it has, and how many people flagged it
 * 疑似 AI 產生 with no administrator keeping it. An answer without any has no row in them.
 */
function countsOf(db: Pick<Database, 'select'>, which: SQL, readerId: number) {
  const onAnswers = <T extends { answerId: PgColumn }>(table: T) =>
    and(eq(answers.id, table.answerId), which);
  const votes = db
    .select({
      answerId: answerVotes.answerId,
      upvotes: sql<number>`count(*) filter (where ${answerVotes.value} = 1)`.as('upvotes'),
      downvotes: sql<number>`count(*) filter (where ${answerVotes.value} = -1)`.as('downvotes'),
      myVote:
        sql<number>`coalesce(max(${answerVotes.value}) filter (where ${answerVotes.userId} = ${readerId}), 0)`.as(
          'my_vote',
        ),
    })
    .from(answerVotes)
    .innerJoin(answers, onAnswers(answerVotes))
    .groupBy(answerVotes.answerId)
    .as('vote_counts');
  const comments = db
    .select({ answerId: answerComments.answerId, count: count().as('comment_count') })
    .from(answerComments)
    .innerJoin(answers, onAnswers(answerComments))
    .groupBy(answerComments.answerId)
    .as('comment_counts');
  const versions = db
    .select({ answerId: answerVersions.answerId, count: count().as('version_count') })
    .from(answerVersions)
    .innerJoin(answers, onAnswers(answerVersions))
    .groupBy(answerVersions.answerId)
    .as('version_counts');
  const aiFlags = db
    .select({ answerId: answerFlags.answerId, count: count().as('ai_flag_count') })
    .from(answerFlags)
    .innerJoin(answers, onAnswers(answerFlags))
    .where(
      and(eq(answerFlags.reason, 'ai'), or(isNull(answerFlags.outcome), ne(answerFlags.outcome, 'kept'))),
    )
    .groupBy(answerFlags.answerId)
    .as('ai_flag_counts');
  return { votes, comments, versions, aiFlags };
}

/** A count of a grouped subquery, 0 for an answer it has no row for. */
const orZero = (column: SQL.Aliased<unknown>) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);

/**
 * An answer with what its list shows beside it: its author, who marked it official, and the counts `countsOf`
 * makes.
 */
function answerColumns(counts: ReturnType<typeof countsOf>) {
  return {
    id: answers.id,
    questionId: answers.questionId,
    archiveId: answers.archiveId,
    authorId: answers.authorId,
    authorName: nameOf(users),
    authorIsAdmin: users.isAdmin,
    kind: answers.kind,
    body: answers.body,
    aiModel: answers.aiModel,
    aiRegion: answers.aiRegion,
    officialBy: answers.officialBy,
    officialName: nameOf(officialUser),
    officialIsAdmin: officialUser.isAdmin,
    officialAt: answers.officialAt,
    hiddenAt: answers.hiddenAt,
    createdAt: answers.createdAt,
    editedAt: answers.editedAt,
    upvotes: orZero(counts.votes.upvotes),
    downvotes: orZero(counts.votes.downvotes),
    myVote: orZero(counts.votes.myVote),
    commentCount: orZero(counts.comments.count),
    versionCount: orZero(counts.versions.count),
    aiFlags: orZero(counts.aiFlags.count),
  };
}

export type AnswerRow = Awaited<ReturnType<typeof answerRows>>[number];

/** Answers matching `which`, as `reader` sees them; hidden ones only to administrators and their authors. */
function answerRows(db: Pick<Database, 'select'>, which: SQL, reader: Reader) {
  const visible = reader.isAdmin ? undefined : or(isNull(answers.hiddenAt), eq(answers.authorId, reader.id));
  const counts = countsOf(db, which, reader.id);
  return db
    .select(answerColumns(counts))
    .from(answers)
    .leftJoin(users, eq(users.id, answers.authorId))
    .leftJoin(officialUser, eq(officialUser.id, answers.officialBy))
    .leftJoin(counts.votes, eq(counts.votes.answerId, answers.id))
    .leftJoin(counts.comments, eq(counts.comments.answerId, answers.id))
    .leftJoin(counts.versions, eq(counts.versions.answerId, answers.id))
    .leftJoin(counts.aiFlags, eq(counts.aiFlags.answerId, answers.id))
    .where(and(which, visible))
    .orderBy(asc(answers.id));
}

/** Who reads: their id, and whether an administrator (who sees hidden answers). */
export type Reader = { id: number; isAdmin: boolean };

/** Every answer of an archive the reader may see. */
export function archiveAnswerRows(db: Database, archiveId: number, reader: Reader) {
  return answerRows(db, eq(answers.archiveId, archiveId), reader);
}

/** One answer, as the reader sees it; null when it is not there or hidden from them. */
export async function answerRow(
  db: Pick<Database, 'select'>,
  id: number,
  reader: Reader,
): Promise<AnswerRow | null> {
  const [row] = await answerRows(db, eq(answers.id, id), reader);
  return row ?? null;
}

export type Endorser = { answerId: number; id: number; name: string | null; isAdmin: boolean };

/** The endorsements of the given answers (or of every answer of an archive), oldest first. */
export function endorsersOf(
  db: Pick<Database, 'select'>,
  which: { archiveId: number } | { answerIds: number[] },
): Promise<Endorser[]> {
  const where =
    'archiveId' in which
      ? inArray(
          answerEndorsements.answerId,
          db.select({ id: answers.id }).from(answers).where(eq(answers.archiveId, which.archiveId)),
        )
      : inArray(answerEndorsements.answerId, which.answerIds.length > 0 ? which.answerIds : [0]);
  return db
    .select({
      answerId: answerEndorsements.answerId,
      id: users.id,
      name: nameOf(users),
      isAdmin: users.isAdmin,
    })
    .from(answerEndorsements)
    .innerJoin(users, eq(users.id, answerEndorsements.userId))
    .where(where)
    .orderBy(asc(answerEndorsements.endorsedAt), asc(users.id));
}

/** The course of an archive that can be browsed (neither it nor its course deleted); null otherwise. */
export async function openArchiveCourse(
  db: Pick<Database, 'select'>,
  archiveId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ courseId: archives.courseId })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(archives.id, archiveId), isNull(archives.deletedAt), isNull(courses.deletedAt)));
  return row?.courseId ?? null;
}

/** Where an answer is: its question, archive and course, when its archive can be browsed. */
export async function answerPlace(db: Pick<Database, 'select'>, answerId: number) {
  const [row] = await db
    .select({ archiveId: answers.archiveId, questionId: answers.questionId, courseId: archives.courseId })
    .from(answers)
    .innerJoin(archives, eq(archives.id, answers.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(answers.id, answerId), isNull(archives.deletedAt), isNull(courses.deletedAt)));
  return row ?? null;
}

/** Whether the user is an expert of the course. */
export async function isCourseExpert(
  db: Pick<Database, 'select'>,
  courseId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: courseExperts.userId })
    .from(courseExperts)
    .where(and(eq(courseExperts.courseId, courseId), eq(courseExperts.userId, userId)));
  return row !== undefined;
}

export async function insertAnswer(
  tx: Queryable,
  values: { questionId: number; archiveId: number; authorId: number; body: string },
): Promise<number> {
  const [row] = await tx.insert(answers).values(values).returning({ id: answers.id });
  if (!row) throw new Error('insert returned no row');
  // Searchable as soon as it is saved, and only once it is.
  await indexAnswer(tx, row.id, values.body);
  return row.id;
}

/**
 * Keeps the answer's body as an earlier version and puts `body` in its place, edited now; an AI draft its
 * requester edits becomes their own answer based on it. The row is locked first, so two edits at once each
 * keep the body the other replaced.
 */
export async function replaceBody(tx: Queryable, answerId: number, body: string): Promise<void> {
  const [current] = await tx
    .select({
      kind: answers.kind,
      body: answers.body,
      writtenAt: sql<Date>`coalesce(${answers.editedAt}, ${answers.createdAt})`.mapWith(answers.createdAt),
    })
    .from(answers)
    .where(eq(answers.id, answerId))
    .for('update');
  if (!current || current.body === body) return;
  await tx.insert(answerVersions).values({ answerId, ...current });
  await tx
    .update(answers)
    .set({
      body,
      editedAt: sql`now()`,
      kind: current.kind === 'ai_draft' ? 'ai_based' : current.kind,
    })
    .where(eq(answers.id, answerId));
  await indexAnswer(tx, answerId, body);
}

/**
 * Deletes the answer (its votes, endorsements, versions and comments with it) for `deleterId`, its author or an
 * administrator. Its open flags are closed as deleted by them, in the same transaction: nothing is left for an
 * administrator to resolve, and each flagger is told the answer is gone (product §4.13).
 */
export async function deleteAnswerRow(tx: Queryable, answerId: number, deleterId: number): Promise<boolean> {
  await tx
    .update(answerFlags)
    .set({ outcome: 'deleted', resolvedAt: sql`now()`, resolvedBy: deleterId })
    .where(and(eq(answerFlags.answerId, answerId), isNull(answerFlags.resolvedAt)));
  const rows = await tx.delete(answers).where(eq(answers.id, answerId)).returning({ id: answers.id });
  return rows.length > 0;
}

/** An answer's earlier bodies, newest first. */
export function versionsOf(db: Database, answerId: number) {
  return db
    .select({
      id: answerVersions.id,
      kind: answerVersions.kind,
      body: answerVersions.body,
      writtenAt: answerVersions.writtenAt,
      replacedAt: answerVersions.replacedAt,
    })
    .from(answerVersions)
    .where(eq(answerVersions.answerId, answerId))
    .orderBy(sql`${answerVersions.id} desc`);
}

/**
 * Sets the user's vote on the answer (-1 or 1), dated now and kept among their casts, or takes it back (0).
 * Casts older than `keepSeconds` (the rate limit's window) are dropped: nothing counts them any more.
 */
export async function setVote(
  tx: Queryable,
  vote: { answerId: number; userId: number; value: -1 | 0 | 1 },
  keepSeconds: number,
) {
  const { answerId, userId, value } = vote;
  if (value === 0) {
    await tx
      .delete(answerVotes)
      .where(and(eq(answerVotes.answerId, answerId), eq(answerVotes.userId, userId)));
    return;
  }
  await tx
    .insert(answerVotes)
    .values({ answerId, userId, value })
    .onConflictDoUpdate({
      target: [answerVotes.answerId, answerVotes.userId],
      set: { value, votedAt: sql`now()` },
    });
  await tx
    .delete(answerVoteCasts)
    .where(
      and(
        eq(answerVoteCasts.userId, userId),
        lt(answerVoteCasts.castAt, sql`now() - make_interval(secs => ${keepSeconds})`),
      ),
    );
  await tx.insert(answerVoteCasts).values({ userId });
}

/** Endorses (or takes the endorsement back); true when something changed. */
export async function setEndorsement(tx: Queryable, answerId: number, userId: number, on: boolean) {
  if (on) {
    const rows = await tx
      .insert(answerEndorsements)
      .values({ answerId, userId })
      .onConflictDoNothing()
      .returning({ id: answerEndorsements.answerId });
    return rows.length > 0;
  }
  const rows = await tx
    .delete(answerEndorsements)
    .where(and(eq(answerEndorsements.answerId, answerId), eq(answerEndorsements.userId, userId)))
    .returning({ id: answerEndorsements.answerId });
  return rows.length > 0;
}

/** Marks the answer official by `userId` now (or unmarks it); true when something changed. */
export async function setOfficial(tx: Queryable, answerId: number, userId: number, on: boolean) {
  const rows = await tx
    .update(answers)
    .set(on ? { officialBy: userId, officialAt: sql`now()` } : { officialBy: null, officialAt: null })
    .where(
      and(eq(answers.id, answerId), on ? isNull(answers.officialAt) : sql`${answers.officialAt} is not null`),
    )
    .returning({ id: answers.id });
  return rows.length > 0;
}
