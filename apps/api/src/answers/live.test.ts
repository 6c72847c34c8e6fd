// Answers live (product §4.12): a new, edited or deleted answer, votes, endorsements, official marks and
// comments reach every open stream of the archive, on every replica, through the discussion's fan-out; a
// hidden answer leaves the streams; a client that reconnects is told to reload the answers.
import {
  type AnswerCommentGone,
  type AnswerGone,
  answerCommentGoneSchema,
  answerCommentSchema,
  answerEvents,
  answerGoneSchema,
  liveAnswerSchema,
  routes,
} from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers } from '../db/schema.ts';
import { answerableArchive, answered, courseExpert } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { openStream } from '../test-support/discussion.ts';
import { announceAnswerChange } from './announce/change.ts';

const t = useTestApp();

type Event = { event: string; data: string };
const liveAnswer = (event: Event) => liveAnswerSchema.parse(JSON.parse(event.data));
const named = (name: string) => (event: Event) => event.event === name;

describe('answers on the archive’s streams', () => {
  it('brings every change of an answer to a stream on another replica', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const [writer, voter, reader] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const { aid, courseId, questionIds } = await answerableArchive(t);
    const expert = await courseExpert(t, courseId);
    const there = await t.replica();
    const stream = await openStream(t, aid, reader.token, { client: there });

    const written = await answered(t, writer.token, aid, questionIds[1] ?? 0, '新的解答 $x$');
    const created = liveAnswer(await stream.next(named(answerEvents.changed)));
    expect(created).toMatchObject({ id: written.id, body: '新的解答 $x$', author: { id: writer.id } });
    expect(created).not.toHaveProperty('my_vote');
    expect(created).not.toHaveProperty('can');

    const id = String(written.id);
    const client = t.client();
    await client.output(
      routes.answers.editAnswer,
      { params: { id }, body: { body: '改過' } },
      { token: writer.token },
    );
    expect(liveAnswer(await stream.next(named(answerEvents.changed)))).toMatchObject({
      body: '改過',
      version_count: 1,
    });
    await client.output(
      routes.answers.voteAnswer,
      { params: { id }, body: { value: 1 } },
      { token: voter.token },
    );
    expect(liveAnswer(await stream.next(named(answerEvents.changed)))).toMatchObject({ upvotes: 1 });
    await client.output(routes.answers.endorseAnswer, { params: { id } }, { token: expert.token });
    expect(liveAnswer(await stream.next(named(answerEvents.changed))).endorsed_by).toEqual([
      expect.objectContaining({ id: expert.id }),
    ]);
    await client.output(routes.answers.markAnswerOfficial, { params: { id } }, { token: admin.token });
    expect(liveAnswer(await stream.next(named(answerEvents.changed))).official?.by?.id).toBe(admin.id);

    const comment = await client.output(
      routes.answers.postAnswerComment,
      { params: { id }, body: { body: '讚' } },
      { token: voter.token },
    );
    const commented = await stream.next(named(answerEvents.commentCreated));
    expect(answerCommentSchema.parse(JSON.parse(commented.data))).toEqual(comment);
    await client.output(
      routes.answers.deleteAnswerComment,
      { params: { id, cid: String(comment.id) } },
      { token: voter.token },
    );
    const uncommented = await stream.next(named(answerEvents.commentDeleted));
    expect(answerCommentGoneSchema.parse(JSON.parse(uncommented.data))).toEqual({
      id: comment.id,
      answer_id: written.id,
    } satisfies AnswerCommentGone);

    await client.output(routes.answers.deleteAnswer, { params: { id } }, { token: admin.token });
    const deleted = await stream.next(named(answerEvents.deleted));
    expect(answerGoneSchema.parse(JSON.parse(deleted.data))).toEqual({
      id: written.id,
      question_id: questionIds[1] ?? 0,
    } satisfies AnswerGone);
    await stream.close();
  });

  it('sends a hidden answer as gone, never its text, and nothing of another archive', async () => {
    const [writer, reader] = [await signedInUser(t), await signedInUser(t)];
    const watched = await answerableArchive(t);
    const other = await answerableArchive(t);
    const stream = await openStream(t, watched.aid, reader.token);
    await answered(t, writer.token, other.aid, other.questionIds[1] ?? 0, '別份考古題');
    const written = await answered(t, writer.token, watched.aid, watched.questionIds[1] ?? 0, '不當內容');
    expect(liveAnswer(await stream.next(named(answerEvents.changed))).id).toBe(written.id);

    await t.db.update(answers).set({ hiddenAt: new Date() }).where(eq(answers.id, written.id));
    await announceAnswerChange(t.db, { kind: 'answer', archiveId: watched.archiveId, answerId: written.id });
    const gone = await stream.next(named(answerEvents.deleted));
    expect(JSON.parse(gone.data)).toEqual({ id: written.id, question_id: watched.questionIds[1] });
    expect(stream.seen.map((event) => JSON.stringify(event))).not.toContainEqual(
      expect.stringContaining('別份考古題'),
    );
    await stream.close();
  });

  it('tells a client that reconnects from its last event to reload the answers', async () => {
    const reader = await signedInUser(t);
    const { aid } = await answerableArchive(t);
    const resumed = await openStream(t, aid, reader.token, { lastEventId: String(Date.now()) });
    expect((await resumed.next(named(answerEvents.reset))).data).toBe('{}');
    await resumed.close();
    const fresh = await openStream(t, aid, reader.token, { after: String(Date.now()) });
    await fresh.close();
    expect(
      fresh.seen.filter((event) => event.kind === 'event' && event.event === answerEvents.reset),
    ).toEqual([]);
  });
});
