// 我的解答有新動態 and 我的解答獲得認可: a new answer or comment tells whoever placed, answered or bookmarked the
// question, once each and never the one who wrote it; an endorsement or an official mark tells the answer's author.
import { type Notification, questionLink, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { archiveQuestions, courses } from '../db/schema.ts';
import { answerableArchive, answered, courseExpert, type SignedIn } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { notificationsOf, speaking } from '../test-support/notifications.ts';

const t = useTestApp();

/** An archive whose second question was placed by `placer`, and how its notifications name and link it. */
async function placedQuestion(placer: SignedIn) {
  const place = await answerableArchive(t);
  const questionId = place.questionIds[1] ?? 0;
  await t.db
    .update(archiveQuestions)
    .set({ createdBy: placer.id })
    .where(eq(archiveQuestions.id, questionId));
  const [course] = await t.db.select().from(courses).where(eq(courses.id, place.courseId));
  return {
    ...place,
    questionId,
    label: `${course?.name} 112 學年度 期中考 第 2 題`,
    link: questionLink(place.courseId, place.archiveId, questionId),
  };
}

const bookmark = (user: SignedIn, questionId: number) =>
  t
    .client()
    .output(
      routes.progress.setBookmark,
      { params: { qid: String(questionId) }, body: { bookmarked: true } },
      { token: user.token },
    );
const comment = (user: SignedIn, answerId: number, body: string) =>
  t
    .client()
    .output(
      routes.answers.postAnswerComment,
      { params: { id: String(answerId) }, body: { body } },
      { token: user.token },
    );

/** The user's notifications of one kind, newest first, as title, body and link. */
const toldOf = async (user: SignedIn, kind: Notification['kind']) =>
  (await notificationsOf(t, user.token)).items
    .filter((item) => item.kind === kind)
    .map(({ title, body, link }) => ({ title, body, link }));

describe('a new answer', () => {
  test('tells whoever placed, answered or bookmarked the question, once each, never its author', async () => {
    const [placer, earlier, reader, bystander, writer] = await Promise.all([
      signedInUser(t),
      signedInUser(t),
      signedInUser(t),
      signedInUser(t),
      signedInUser(t),
    ]);
    const question = await placedQuestion(placer);
    await answered(t, earlier.token, question.aid, question.questionId, '第一個解答');
    await Promise.all([bookmark(reader, question.questionId), bookmark(earlier, question.questionId)]);
    // The writer bookmarked it too, and placed nothing: still not told of their own answer.
    await bookmark(writer, question.questionId);
    await answered(t, writer.token, question.aid, question.questionId, '答案是 $x^2$，因為兩邊平方');

    const told = {
      title: `〈${question.label}〉有新的解答`,
      body: '答案是 $x^2$，因為兩邊平方',
      link: question.link,
    };
    for (const user of [earlier, reader]) expect(await toldOf(user, 'answer_activity')).toEqual([told]);
    // The one who placed it was told of the first answer as well.
    expect(await toldOf(placer, 'answer_activity')).toEqual([
      told,
      { title: `〈${question.label}〉有新的解答`, body: '第一個解答', link: question.link },
    ]);
    expect(await toldOf(writer, 'answer_activity')).toEqual([]);
    expect(await toldOf(bystander, 'answer_activity')).toEqual([]);
  });
});

describe('in the reader’s language', () => {
  test('an English reader is told in English, names as written; a zh-TW one as before', async () => {
    const [placer, reader, writer] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    await speaking(t, 'en', reader.id);
    const question = await placedQuestion(placer);
    await bookmark(reader, question.questionId);
    await answered(t, writer.token, question.aid, question.questionId, '答案是 2');

    const [course] = await t.db.select().from(courses).where(eq(courses.id, question.courseId));
    const english = `${course?.name} · AY 2023–24 (112) · 期中考 · 第 2 題`;
    expect(await toldOf(reader, 'answer_activity')).toEqual([
      { title: `New answer on “${english}”`, body: '答案是 2', link: question.link },
    ]);
    expect(await toldOf(placer, 'answer_activity')).toEqual([
      { title: `〈${question.label}〉有新的解答`, body: '答案是 2', link: question.link },
    ]);
  });
});

describe('a new comment', () => {
  test('tells the answer’s author it has one, and the question’s followers, never the commenter', async () => {
    const [placer, author, reader, commenter] = await Promise.all([
      signedInUser(t),
      signedInUser(t),
      signedInUser(t),
      signedInUser(t),
    ]);
    const question = await placedQuestion(placer);
    const answer = await answered(t, author.token, question.aid, question.questionId);
    await bookmark(reader, question.questionId);
    const before = await toldOf(placer, 'answer_activity');
    await comment(commenter, answer.id, '第二步的正負號好像寫反了？');

    const body = '第二步的正負號好像寫反了？';
    expect(await toldOf(author, 'answer_activity')).toEqual([
      { title: `你在〈${question.label}〉的解答有新的留言`, body, link: question.link },
    ]);
    const others = { title: `〈${question.label}〉的解答有新的留言`, body, link: question.link };
    expect(await toldOf(reader, 'answer_activity')).toEqual([others]);
    expect(await toldOf(placer, 'answer_activity')).toEqual([others, ...before]);
    expect(await toldOf(commenter, 'answer_activity')).toEqual([]);

    // The author answering in the comments is not told of their own comment.
    await comment(author, answer.id, '已更正，謝謝');
    expect(await toldOf(author, 'answer_activity')).toHaveLength(1);
    expect(await toldOf(commenter, 'answer_activity')).toEqual([]);
  });
});

describe('an endorsement or an official mark', () => {
  const endorsement = (user: SignedIn, answerId: number, on: boolean) => {
    const input = { params: { id: String(answerId) } };
    return on
      ? t.client().output(routes.answers.endorseAnswer, input, { token: user.token })
      : t.client().output(routes.answers.unendorseAnswer, input, { token: user.token });
  };
  const official = (user: SignedIn, answerId: number) =>
    t
      .client()
      .output(routes.answers.markAnswerOfficial, { params: { id: String(answerId) } }, { token: user.token });

  test('tells the author of each; taking an endorsement back, or marking official twice, tells nobody', async () => {
    const author = await signedInUser(t);
    const question = await placedQuestion(author);
    const expert = await courseExpert(t, question.courseId);
    const answer = await answered(t, author.token, question.aid, question.questionId);
    await endorsement(expert, answer.id, true);
    await endorsement(expert, answer.id, false);
    await endorsement(expert, answer.id, true);
    await official(expert, answer.id);
    await official(expert, answer.id);

    const link = question.link;
    expect(await toldOf(author, 'answer_endorsed')).toEqual([
      { title: `你在〈${question.label}〉的解答被設為官方解答`, body: null, link },
      { title: `你在〈${question.label}〉的解答獲得專家認可`, body: null, link },
      { title: `你在〈${question.label}〉的解答獲得專家認可`, body: null, link },
    ]);
    expect(await toldOf(expert, 'answer_endorsed')).toEqual([]);
  });

  test('an expert marking their own answer official is not told of it', async () => {
    const placer = await signedInUser(t);
    const question = await placedQuestion(placer);
    const expert = await courseExpert(t, question.courseId);
    const answer = await answered(t, expert.token, question.aid, question.questionId);
    await official(expert, answer.id);
    expect(await toldOf(expert, 'answer_endorsed')).toEqual([]);
  });
});
