import { type Locale, questionLink } from '@pastexam/api-contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { answers, archiveQuestions, archives, courses, questionBookmarks } from '../db/schema.ts';
import { excerpt } from '../discussion/serialize.ts';
import { notifyUsers } from '../notifications/service.ts';
import { say } from '../notifications/wording.ts';
import { answerWording, placeLabel } from './notice-text.ts';

/** Where an answer is, as its notifications name it and lead to it. */
export type AnswerPlace = {
  answerId: number;
  authorId: number | null;
  hidden: boolean;
  questionId: number;
  /** `資料結構 112 學年度 期中考 第 3 題`: the question, in its archive and course, in each language. */
  label: Readonly<Record<Locale, string>>;
  link: string;
};

/** Where answer `answerId` is; null once it, or its archive or course, is gone. */
export async function answerPlaceOf(db: Queryable, answerId: number): Promise<AnswerPlace | null> {
  const [row] = await db
    .select({
      authorId: answers.authorId,
      hiddenAt: answers.hiddenAt,
      questionId: answers.questionId,
      questionName: archiveQuestions.name,
      archiveId: archives.id,
      archiveName: archives.name,
      academicYear: archives.academicYear,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(answers)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, answers.questionId))
    .innerJoin(archives, eq(archives.id, answers.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    // An answer in the trash (its archive or course deleted) leads nowhere: nobody is told of it.
    .where(and(eq(answers.id, answerId), isNull(archives.deletedAt), isNull(courses.deletedAt)));
  if (!row) return null;
  return {
    answerId,
    authorId: row.authorId,
    hidden: row.hiddenAt !== null,
    questionId: row.questionId,
    label: placeLabel(row),
    link: questionLink(row.courseId, row.archiveId, row.questionId),
  };
}

/** Who follows a question's answers: whoever placed it, answered it or bookmarked it, except `actorId`. */
async function followersOf(db: Queryable, questionId: number, actorId: number): Promise<number[]> {
  const placedBy = db
    .select({ userId: sql<number>`${archiveQuestions.createdBy}`.as('user_id') })
    .from(archiveQuestions)
    .where(and(eq(archiveQuestions.id, questionId), isNotNull(archiveQuestions.createdBy)));
  const answeredBy = db
    .select({ userId: sql<number>`${answers.authorId}`.as('user_id') })
    .from(answers)
    .where(and(eq(answers.questionId, questionId), isNotNull(answers.authorId)));
  const bookmarkedBy = db
    .select({ userId: sql<number>`${questionBookmarks.userId}`.as('user_id') })
    .from(questionBookmarks)
    .where(eq(questionBookmarks.questionId, questionId));
  const rows = await placedBy.union(answeredBy).union(bookmarkedBy);
  return rows.map((row) => row.userId).filter((userId) => userId !== actorId);
}

/**
 * 我的解答有新動態, for a new answer: whoever placed, answered or bookmarked the question is told once, the
 * answer's author never. Call it in the transaction that writes the answer.
 */
export async function tellNewAnswer(tx: Queryable, answerId: number, body: string): Promise<void> {
  const place = await answerPlaceOf(tx, answerId);
  if (!place || place.authorId === null) return;
  await notifyUsers(tx, await followersOf(tx, place.questionId, place.authorId), {
    kind: 'answer_activity',
    title: say(answerWording, (words, locale) => words.newAnswer(place.label[locale])),
    body: excerpt(body),
    link: place.link,
  });
}

/**
 * 我的解答有新動態, for a new comment: the answer's author is told their answer has one, and whoever else
 * placed, answered or bookmarked the question that it has one; never the commenter. A hidden answer's comment
 * is told to its author alone, the only one besides admins who sees it.
 */
export async function tellNewComment(
  tx: Queryable,
  answerId: number,
  comment: { authorId: number; body: string },
): Promise<void> {
  const place = await answerPlaceOf(tx, answerId);
  if (!place) return;
  const { authorId } = place;
  const others = place.hidden ? [] : await followersOf(tx, place.questionId, comment.authorId);
  const notice = { kind: 'answer_activity' as const, body: excerpt(comment.body), link: place.link };
  if (authorId !== null && authorId !== comment.authorId)
    await notifyUsers(tx, [authorId], {
      ...notice,
      title: say(answerWording, (words, locale) => words.commentOnYours(place.label[locale])),
    });
  await notifyUsers(
    tx,
    others.filter((userId) => userId !== authorId),
    { ...notice, title: say(answerWording, (words, locale) => words.commentOnOthers(place.label[locale])) },
  );
}

/**
 * 我的解答獲得認可: an expert endorsed the answer, or someone marked it official. Its author is told, unless
 * it was they who did it. Call it in the transaction that makes the change, only when something changed.
 */
export async function tellEndorsed(
  tx: Queryable,
  answerId: number,
  how: { by: number; as: 'endorsement' | 'official' },
): Promise<void> {
  const place = await answerPlaceOf(tx, answerId);
  if (!place || place.authorId === null || place.authorId === how.by) return;
  await notifyUsers(tx, [place.authorId], {
    kind: 'answer_endorsed',
    title: say(answerWording, (words, locale) =>
      (how.as === 'endorsement' ? words.endorsed : words.official)(place.label[locale]),
    ),
    link: place.link,
  });
}
