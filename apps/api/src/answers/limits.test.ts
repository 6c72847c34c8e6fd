// The limits on answers (product §4.12): an answer's and a comment's length, and each user's rate of answers,
// comments and votes, counted in the database so that replicas agree. A refusal says why in zh-TW and changes
// nothing.
import {
  ANSWER_COMMENT_MAX_LENGTH,
  ANSWER_COMMENT_RATE_LIMIT,
  ANSWER_MAX_LENGTH,
  ANSWER_RATE_LIMIT,
  ANSWER_VOTE_RATE_LIMIT,
  routes,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerComments, answers, answerVotes } from '../db/schema.ts';
import { answerableArchive, answered, insertAnswer, postAnswer } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';

const t = useTestApp();

const answersOf = async (userId: number) =>
  (await t.db.select().from(answers).where(eq(answers.authorId, userId))).length;

/** Expects a 429 with a Retry-After within `seconds` and the code's zh-TW detail naming that wait. */
async function expectRefused(response: Response, code: string, seconds: number, message: string) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(seconds);
  expect(await response.json()).toEqual({ code, detail: message.replace('稍後', ` ${wait} 秒後`) });
}

describe('lengths', () => {
  it(`takes an answer of ${ANSWER_MAX_LENGTH} characters, not one more, nor an empty one`, async () => {
    const writer = await signedInUser(t);
    const { aid, questionIds } = await answerableArchive(t);
    const qid = questionIds[1] ?? 0;
    // Characters as a reader counts them: an emoji is one.
    expect((await postAnswer(t, writer.token, aid, qid, '😀'.repeat(ANSWER_MAX_LENGTH))).status).toBe(201);
    expect(await postAnswer(t, writer.token, aid, qid, 'x'.repeat(ANSWER_MAX_LENGTH + 1))).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', detail: `解答最多 ${ANSWER_MAX_LENGTH} 個字` },
    });
    expect(await postAnswer(t, writer.token, aid, qid, ' \n ')).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', detail: '請輸入解答內容' },
    });
    expect(await answersOf(writer.id)).toBe(1);
  });

  it(`takes a comment of ${ANSWER_COMMENT_MAX_LENGTH} characters, not one more`, async () => {
    const writer = await signedInUser(t);
    const { aid, questionIds } = await answerableArchive(t);
    const id = String((await answered(t, writer.token, aid, questionIds[1] ?? 0)).id);
    const comment = (body: string) =>
      t
        .client()
        .call(routes.answers.postAnswerComment, { params: { id }, body: { body } }, { token: writer.token });
    expect((await comment('好'.repeat(ANSWER_COMMENT_MAX_LENGTH))).status).toBe(201);
    expect(await comment('好'.repeat(ANSWER_COMMENT_MAX_LENGTH + 1))).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', detail: `留言最多 ${ANSWER_COMMENT_MAX_LENGTH} 個字` },
    });
  });

  it('refuses a vote other than -1, 0 or 1', async () => {
    const [writer, voter] = [await signedInUser(t), await signedInUser(t)];
    const { aid, questionIds } = await answerableArchive(t);
    const id = (await answered(t, writer.token, aid, questionIds[1] ?? 0)).id;
    const refused = await t.client().request('PUT', `/api/answers/${id}/vote`, {
      headers: {
        authorization: `Bearer ${voter.token}`,
        'content-type': 'application/json',
        cookie: `${XSRF_COOKIE}=pair`,
        [XSRF_HEADER]: 'pair',
      },
      body: JSON.stringify({ value: 2 }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'invalid_input' });
    expect(await t.db.select().from(answerVotes).where(eq(answerVotes.answerId, id))).toEqual([]);
  });
});

describe('rate limits', () => {
  it(`takes ${ANSWER_RATE_LIMIT.count} answers in ${ANSWER_RATE_LIMIT.seconds} seconds, then 429 until the oldest leaves the window`, async () => {
    const writer = await signedInUser(t);
    const { aid, questionIds } = await answerableArchive(t);
    const qid = questionIds[1] ?? 0;
    for (let n = 1; n <= ANSWER_RATE_LIMIT.count; n++)
      await answered(t, writer.token, aid, qid, `第 ${n} 個解答`);
    const refused = await t
      .client()
      .raw(
        routes.answers.postAnswer,
        { params: { aid, qid: String(qid) }, body: { body: '再一個' } },
        { token: writer.token },
      );
    await expectRefused(
      refused,
      'answer_rate_limited',
      ANSWER_RATE_LIMIT.seconds,
      '發表解答太頻繁，請稍後再試',
    );
    expect(await answersOf(writer.id)).toBe(ANSWER_RATE_LIMIT.count);
    // Another user is not held back by it.
    expect((await postAnswer(t, (await signedInUser(t)).token, aid, qid, '我的')).status).toBe(201);
    await t.db
      .update(answers)
      .set({ createdAt: sql`${answers.createdAt} - make_interval(secs => ${ANSWER_RATE_LIMIT.seconds + 1})` })
      .where(eq(answers.authorId, writer.id));
    expect((await postAnswer(t, writer.token, aid, qid, '現在可以了')).status).toBe(201);
  });

  it('holds for answers sent at once to two replicas', async () => {
    const writer = await signedInUser(t);
    const { aid, questionIds } = await answerableArchive(t);
    const qid = String(questionIds[1] ?? 0);
    const replica = await t.replica();
    const extra = 3;
    const sent = Array.from({ length: ANSWER_RATE_LIMIT.count + extra }, (_, n) =>
      (n % 2 === 0 ? t.client() : replica).call(
        routes.answers.postAnswer,
        { params: { aid, qid }, body: { body: `同時 ${n}` } },
        { token: writer.token },
      ),
    );
    const statuses = (await Promise.all(sent)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(ANSWER_RATE_LIMIT.count).fill(201), ...Array(extra).fill(429)]);
  });

  it(`takes ${ANSWER_COMMENT_RATE_LIMIT.count} comments in ${ANSWER_COMMENT_RATE_LIMIT.seconds} seconds, then 429`, async () => {
    const [writer, commenter] = [await signedInUser(t), await signedInUser(t)];
    const { aid, questionIds } = await answerableArchive(t);
    const id = String((await answered(t, writer.token, aid, questionIds[1] ?? 0)).id);
    const comment = (body: string) =>
      t
        .client()
        .raw(
          routes.answers.postAnswerComment,
          { params: { id }, body: { body } },
          { token: commenter.token },
        );
    for (let n = 1; n <= ANSWER_COMMENT_RATE_LIMIT.count; n++)
      expect((await comment(`第 ${n} 則`)).status).toBe(201);
    await expectRefused(
      await comment('再一則'),
      'answer_comment_rate_limited',
      ANSWER_COMMENT_RATE_LIMIT.seconds,
      '留言太頻繁，請稍後再試',
    );
    const kept = await t.db.select().from(answerComments).where(eq(answerComments.authorId, commenter.id));
    expect(kept).toHaveLength(ANSWER_COMMENT_RATE_LIMIT.count);
  });

  it(`takes votes on ${ANSWER_VOTE_RATE_LIMIT.count} answers in ${ANSWER_VOTE_RATE_LIMIT.seconds} seconds, then 429; taking a vote back is never refused`, async () => {
    const [writer, voter] = [await signedInUser(t), await signedInUser(t)];
    const { archiveId, questionIds } = await answerableArchive(t);
    const questionId = questionIds[1] ?? 0;
    const ids: string[] = [];
    for (let n = 0; n <= ANSWER_VOTE_RATE_LIMIT.count; n++)
      ids.push(String(await insertAnswer(t, { archiveId, questionId, authorId: writer.id })));
    const vote = (id: string, value: -1 | 0 | 1) =>
      t.client().raw(routes.answers.voteAnswer, { params: { id }, body: { value } }, { token: voter.token });
    for (const id of ids.slice(0, ANSWER_VOTE_RATE_LIMIT.count)) expect((await vote(id, 1)).status).toBe(200);
    await expectRefused(
      await vote(ids.at(-1) ?? '', 1),
      'vote_rate_limited',
      ANSWER_VOTE_RATE_LIMIT.seconds,
      '投票太頻繁，請稍後再試',
    );
    expect((await vote(ids[0] ?? '', 0)).status).toBe(200);
    const kept = await t.db.select().from(answerVotes).where(eq(answerVotes.userId, voter.id));
    expect(kept).toHaveLength(ANSWER_VOTE_RATE_LIMIT.count - 1);
  });

  it(`counts each vote cast, so taking one back and casting it again ${ANSWER_VOTE_RATE_LIMIT.count} times is limited too`, async () => {
    const [writer, voter] = [await signedInUser(t), await signedInUser(t)];
    const { archiveId, questionIds } = await answerableArchive(t);
    const id = String(
      await insertAnswer(t, { archiveId, questionId: questionIds[1] ?? 0, authorId: writer.id }),
    );
    const vote = (value: -1 | 0 | 1) =>
      t.client().raw(routes.answers.voteAnswer, { params: { id }, body: { value } }, { token: voter.token });
    for (let n = 0; n < ANSWER_VOTE_RATE_LIMIT.count; n++) {
      expect((await vote(n % 2 ? -1 : 1)).status).toBe(200);
      expect((await vote(0)).status).toBe(200);
    }
    await expectRefused(
      await vote(1),
      'vote_rate_limited',
      ANSWER_VOTE_RATE_LIMIT.seconds,
      '投票太頻繁，請稍後再試',
    );
    expect(await t.db.select().from(answerVotes).where(eq(answerVotes.userId, voter.id))).toEqual([]);
    expect((await vote(0)).status).toBe(200);
  });
});
