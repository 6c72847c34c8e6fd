// Answers to an archive's questions (product §4.12): written by any signed-in user, listed by question in
// the one order of answers, edited by their author with earlier versions kept, deleted by their author or an
// administrator, hidden ones shown only to those two, and the 疑似 AI 產生 mark.
import { AI_SUSPECTED_FLAGS, errorCatalogue, routes } from '@pastexam/api-contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerFlags, archiveQuestionChanges, archiveQuestions, archives, auditLog } from '../db/schema.ts';
import {
  answerableArchive,
  answered,
  archiveAnswers,
  insertAnswer,
  postAnswer,
} from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';

const t = useTestApp();

const edit = (token: string, id: number, body: string) =>
  t.client().call(routes.answers.editAnswer, { params: { id: String(id) }, body: { body } }, { token });
const remove = (token: string, id: number) =>
  t.client().call(routes.answers.deleteAnswer, { params: { id: String(id) } }, { token });
const versions = (token: string, id: number) =>
  t.client().output(routes.answers.listAnswerVersions, { params: { id: String(id) } }, { token });

describe('writing and listing answers', () => {
  it('lists every question in order with its answers, the author named and free to edit and delete', async () => {
    const [writer, reader] = [await signedInUser(t), await signedInUser(t)];
    const { aid, questionIds } = await answerableArchive(t, 3);
    const [first, second] = questionIds;
    if (first === undefined || second === undefined) throw new Error('no questions');
    const body = '## 解\n\n$$\\sum_{i=1}^n i = \\frac{n(n+1)}{2}$$\n\n```c\nint main() {}\n```';
    const written = await answered(t, writer.token, aid, second, body);
    expect(written).toMatchObject({
      question_id: second,
      kind: 'human',
      body,
      official: null,
      upvotes: 0,
      downvotes: 0,
      my_vote: 0,
      version_count: 0,
      edited_at: null,
      can: { edit: true, delete: true, endorse: false, mark_official: false },
    });
    expect(written.author?.id).toBe(writer.id);

    const listed = await archiveAnswers(t, reader.token, aid);
    expect(listed.questions.map((question) => question.question_id)).toEqual(questionIds);
    expect(listed.questions.map((question) => question.answers.length)).toEqual([0, 1, 0]);
    expect(listed.questions[1]?.answers[0]).toMatchObject({
      id: written.id,
      can: { edit: false, delete: false, endorse: false, mark_official: false },
    });
    expect(listed.is_expert).toBe(false);
    expect(Number(listed.stream_cursor)).toBeGreaterThan(0);
  });

  it('confirms a proposed question it answers, with the change in its history', async () => {
    const writer = await signedInUser(t);
    const { aid, archiveId, questionIds } = await answerableArchive(t);
    const proposed = questionIds[0] ?? 0;
    await answered(t, writer.token, aid, proposed);
    const [question] = await t.db.select().from(archiveQuestions).where(eq(archiveQuestions.id, proposed));
    expect(question).toMatchObject({ status: 'confirmed', updatedBy: writer.id });
    const history = await t.db
      .select()
      .from(archiveQuestionChanges)
      .where(eq(archiveQuestionChanges.archiveId, archiveId));
    expect(history).toEqual([
      expect.objectContaining({
        questionId: proposed,
        changedBy: writer.id,
        before: expect.objectContaining({ status: 'proposed', name: '第 1 題' }),
        after: expect.objectContaining({ status: 'confirmed', name: '第 1 題' }),
      }),
    ]);
    // A second answer changes nothing more.
    await answered(t, writer.token, aid, proposed, '另一個解法');
    expect(
      await t.db.select().from(archiveQuestionChanges).where(eq(archiveQuestionChanges.archiveId, archiveId)),
    ).toHaveLength(1);
  });

  it('refuses a question of another archive, a missing or deleted archive, and guests, writing nothing', async () => {
    const writer = await signedInUser(t);
    const one = await answerableArchive(t);
    const other = await answerableArchive(t);
    const otherQuestion = other.questionIds[1] ?? 0;
    expect(await postAnswer(t, writer.token, one.aid, otherQuestion, '答案')).toMatchObject({
      status: 404,
      body: { code: 'question_not_found', detail: errorCatalogue.question_not_found.message },
    });
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, other.archiveId));
    expect(await postAnswer(t, writer.token, other.aid, otherQuestion, '答案')).toMatchObject({
      status: 404,
      body: { code: 'archive_not_found' },
    });
    expect(
      await t
        .client()
        .call(routes.answers.listArchiveAnswers, { params: { aid: other.aid } }, { token: writer.token }),
    ).toMatchObject({ status: 404, body: { code: 'archive_not_found' } });
    const guest = await t.client().call(routes.answers.postAnswer, {
      params: { aid: one.aid, qid: String(one.questionIds[1]) },
      body: { body: 'x' },
    });
    expect(guest).toMatchObject({ status: 401 });
    const listed = await archiveAnswers(t, writer.token, one.aid);
    expect(listed.questions.flatMap((question) => question.answers)).toEqual([]);
  });
});

describe('editing', () => {
  it('keeps each earlier body, newest first, and shows when it was edited', async () => {
    const writer = await signedInUser(t);
    const { aid, questionIds } = await answerableArchive(t);
    const written = await answered(t, writer.token, aid, questionIds[1] ?? 0, '第一版');
    const once = await edit(writer.token, written.id, '第二版');
    const twice = await edit(writer.token, written.id, '第三版');
    if (!once.ok || !twice.ok) throw new Error('an edit was refused');
    expect(twice.body).toMatchObject({ body: '第三版', version_count: 2, kind: 'human' });
    expect(twice.body.edited_at).not.toBeNull();
    const kept = await versions(writer.token, written.id);
    expect(kept.versions.map((version) => version.body)).toEqual(['第二版', '第一版']);
    expect(kept.versions[1]?.written_at).toBe(written.created_at);
    expect(kept.versions[0]?.written_at).toBe(once.body.edited_at);
  });

  it('turns an AI draft its requester edits into their own answer based on it', async () => {
    const requester = await signedInUser(t);
    const { archiveId, questionIds } = await answerableArchive(t);
    const questionId = questionIds[1] ?? 0;
    const draft = await insertAnswer(t, { archiveId, questionId, authorId: requester.id, kind: 'ai_draft' });
    const edited = await edit(requester.token, draft, '我修改過的解答');
    expect(edited).toMatchObject({ status: 200, body: { kind: 'ai_based', ai_model: 'gemini-test' } });
    expect((await versions(requester.token, draft)).versions).toEqual([
      expect.objectContaining({ kind: 'ai_draft', body: '資料庫寫入的解答' }),
    ]);
  });

  it('refuses anyone but the author, an administrator too, and changes nothing', async () => {
    const [writer, other, admin] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t, { isAdmin: true }),
    ];
    const { aid, questionIds } = await answerableArchive(t);
    const written = await answered(t, writer.token, aid, questionIds[1] ?? 0, '原本的');
    for (const token of [other.token, admin.token]) {
      expect(await edit(token, written.id, '改掉')).toMatchObject({
        status: 403,
        body: { code: 'not_answer_author', detail: errorCatalogue.not_answer_author.message },
      });
    }
    expect(await edit(writer.token, written.id, '   ')).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    expect(await edit(writer.token, 99_999_999, '改')).toMatchObject({
      status: 404,
      body: { code: 'answer_not_found' },
    });
    const listed = await archiveAnswers(t, writer.token, aid);
    expect(listed.questions[1]?.answers[0]).toMatchObject({ body: '原本的', version_count: 0 });
  });
});

describe('deleting', () => {
  it('is its author’s or an administrator’s, recorded in the audit log either way', async () => {
    const [writer, other, admin] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t, { isAdmin: true }),
    ];
    const { aid, questionIds } = await answerableArchive(t);
    const mine = await answered(t, writer.token, aid, questionIds[1] ?? 0, '作者自己刪');
    const theirs = await answered(t, writer.token, aid, questionIds[1] ?? 0, '管理員刪');
    expect(await remove(other.token, mine.id)).toMatchObject({
      status: 403,
      body: { code: 'not_answer_deleter' },
    });
    expect(await remove(writer.token, mine.id)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await remove(admin.token, theirs.id)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await remove(admin.token, theirs.id)).toMatchObject({
      status: 404,
      body: { code: 'answer_not_found' },
    });
    expect((await archiveAnswers(t, writer.token, aid)).questions[1]?.answers).toEqual([]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'answer.delete'), eq(auditLog.targetType, 'answer')));
    const byTarget = entries.filter((entry) => [String(mine.id), String(theirs.id)].includes(entry.targetId));
    expect(byTarget.map((entry) => [entry.actorId, entry.targetName])).toEqual(
      expect.arrayContaining([
        [writer.id, '作者自己刪'],
        [admin.id, '管理員刪'],
      ]),
    );
  });
});

describe('hidden answers and the 疑似 AI 產生 mark', () => {
  it('shows a hidden answer only to its author and administrators, marked hidden', async () => {
    const [writer, reader, admin] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t, { isAdmin: true }),
    ];
    const { aid, archiveId, questionIds } = await answerableArchive(t);
    const questionId = questionIds[1] ?? 0;
    const hidden = await insertAnswer(t, {
      archiveId,
      questionId,
      authorId: writer.id,
      hiddenAt: new Date(),
    });
    for (const token of [writer.token, admin.token]) {
      expect((await archiveAnswers(t, token, aid)).questions[1]?.answers).toEqual([
        expect.objectContaining({ id: hidden, hidden: true }),
      ]);
    }
    expect((await archiveAnswers(t, reader.token, aid)).questions[1]?.answers).toEqual([]);
    expect(
      await t
        .client()
        .call(routes.answers.listAnswerComments, { params: { id: String(hidden) } }, { token: reader.token }),
    ).toMatchObject({ status: 404, body: { code: 'answer_not_found' } });
  });

  it(`marks an answer once ${AI_SUSPECTED_FLAGS} people flag it as AI, until an administrator keeps it`, async () => {
    const [writer, reader] = [await signedInUser(t), await signedInUser(t)];
    const { aid, archiveId, questionIds } = await answerableArchive(t);
    const questionId = questionIds[1] ?? 0;
    const answerId = (await answered(t, writer.token, aid, questionId)).id;
    const suspected = async () =>
      (await archiveAnswers(t, reader.token, aid)).questions[1]?.answers[0]?.ai_suspected;
    const flag = async (reason: 'ai' | 'wrong') => {
      const flagger = await signedInUser(t);
      const [row] = await t.db
        .insert(answerFlags)
        .values({ answerId, questionId, archiveId, flaggerId: flagger.id, reason })
        .returning({ id: answerFlags.id });
      return row?.id ?? 0;
    };
    const flags = [];
    for (let count = 1; count < AI_SUSPECTED_FLAGS; count += 1) flags.push(await flag('ai'));
    await flag('wrong');
    expect(await suspected()).toBe(false);
    flags.push(await flag('ai'));
    expect(await suspected()).toBe(true);
    const [kept] = flags;
    await t.db
      .update(answerFlags)
      .set({ outcome: 'kept', resolvedAt: new Date() })
      .where(eq(answerFlags.id, kept ?? 0));
    expect(await suspected()).toBe(false);
  });
});
