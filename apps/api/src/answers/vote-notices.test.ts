// Votes are batched and never arrive one by one: the periodic job tells an answer's author how many 讚 it got
// since the last batch, once per answer, and a vote told is never told again.
import { questionLink, routes, type VoteValue } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { archives, courses } from '../db/schema.ts';
import { answerableArchive, answered, type SignedIn } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { notificationsOf } from '../test-support/notifications.ts';
import { TELL_ANSWER_VOTES_KIND } from './vote-notices-job.ts';

const t = useTestApp();
const { runMaintenanceJob } = useJobWorkers(() => t);

const vote = (user: SignedIn, answerId: number, value: VoteValue) =>
  t
    .client()
    .output(
      routes.answers.voteAnswer,
      { params: { id: String(answerId) }, body: { value } },
      { token: user.token },
    );

const votesToldTo = async (user: SignedIn) =>
  (await notificationsOf(t, user.token)).items
    .filter((item) => item.kind === 'answer_activity' && item.title.endsWith('個讚'))
    .map(({ title, link }) => ({ title, link }));

test('each batch tells the author of an answer’s new 讚 in one notification; none is told twice', async () => {
  const [author, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
  const place = await answerableArchive(t);
  const questionId = place.questionIds[1] ?? 0;
  const answer = await answered(t, author.token, place.aid, questionId);
  const second = await answered(t, other.token, place.aid, questionId);
  const voters = await Promise.all(Array.from({ length: 6 }, () => signedInUser(t)));
  for (const voter of voters.slice(0, 5)) await vote(voter, answer.id, 1);
  // A down vote is no 讚.
  if (voters[5]) await vote(voters[5], answer.id, -1);
  expect(await votesToldTo(author)).toEqual([]);

  await runMaintenanceJob(TELL_ANSWER_VOTES_KIND);
  const [course] = await t.db.select().from(courses).where(eq(courses.id, place.courseId));
  const told = {
    title: `你在〈${course?.name} 112 學年度 期中考 第 2 題〉的解答獲得 5 個讚`,
    link: questionLink(place.courseId, place.archiveId, questionId),
  };
  expect(await votesToldTo(author)).toEqual([told]);
  expect(await votesToldTo(other)).toEqual([]);

  // Taken back and cast again, a vote is not new; a new voter's is, on its own answer's next batch.
  const [first] = voters;
  if (first) {
    await vote(first, answer.id, 0);
    await vote(first, answer.id, 1);
    await vote(first, second.id, 1);
  }
  await runMaintenanceJob(TELL_ANSWER_VOTES_KIND);
  expect(await votesToldTo(author)).toEqual([told]);
  expect((await votesToldTo(other)).map((item) => item.title)).toEqual([
    `你在〈${course?.name} 112 學年度 期中考 第 2 題〉的解答獲得 1 個讚`,
  ]);
});

test('讚 on an answer whose exam went to the trash are told to nobody, then or later', async () => {
  const [author, voter] = await Promise.all([signedInUser(t), signedInUser(t)]);
  const place = await answerableArchive(t);
  const answer = await answered(t, author.token, place.aid, place.questionIds[1] ?? 0);
  await vote(voter, answer.id, 1);
  await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, place.archiveId));
  await runMaintenanceJob(TELL_ANSWER_VOTES_KIND);
  await t.db.update(archives).set({ deletedAt: null }).where(eq(archives.id, place.archiveId));
  await runMaintenanceJob(TELL_ANSWER_VOTES_KIND);
  expect(await votesToldTo(author)).toEqual([]);
});
