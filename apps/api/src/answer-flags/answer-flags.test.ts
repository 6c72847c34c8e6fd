// Flags on answers (product §4.12): a signed-in user flags an answer once per reason, never their own; admins
// resolve every open flag of an answer at once in 檢舉 as kept, hidden or deleted, recorded in the audit log;
// the flagger is told the outcome in 我的檢舉 until they open it.
import { FLAG_RATE_LIMIT, type FlagInput, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { answerFlags, answers, auditLog } from '../db/schema.ts';
import { archiveWithQuestion, insertAnswerRow } from '../test-support/answer-rows.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';

const t = useTestApp();

const flag = (token: string, answerId: number, body: FlagInput) =>
  t.client().call(routes.answerFlags.flagAnswer, { params: { id: String(answerId) }, body }, { token });
const openList = (token: string, state: 'open' | 'resolved' = 'open') =>
  t.client().call(routes.answerFlags.adminListFlags, { query: { state } }, { token });
const resolve = (token: string, answerId: number, outcome: 'kept' | 'hidden' | 'deleted') =>
  t
    .client()
    .call(
      routes.answerFlags.adminResolveFlags,
      { params: { id: String(answerId) }, body: { outcome } },
      { token },
    );
const mine = (token: string) => t.client().output(routes.answerFlags.myFlags, {}, { token });

async function flaggedAnswer() {
  const author = await signedInUser(t);
  const { question, archive } = await archiveWithQuestion(t);
  const answer = await insertAnswerRow(t, question, author.id);
  return { author, question, archive, answer };
}

describe('flagging an answer', () => {
  test('a student flags another’s answer once per reason, with a note; never their own', async () => {
    const { author, answer } = await flaggedAnswer();
    const student = await signedInUser(t);
    expect(await flag(student.token, answer.id, { reason: 'wrong', note: '第二步算錯' })).toMatchObject({
      status: 201,
      body: { reason: 'wrong' },
    });
    expect(await flag(student.token, answer.id, { reason: 'wrong' })).toMatchObject({
      status: 409,
      body: { code: 'duplicate_flag' },
    });
    expect(await flag(student.token, answer.id, { reason: 'ai' })).toMatchObject({ status: 201 });
    expect(await flag(author.token, answer.id, { reason: 'inappropriate' })).toMatchObject({
      status: 400,
      body: { code: 'own_answer_flag' },
    });
    expect(await flag(student.token, 999_999, { reason: 'wrong' })).toMatchObject({
      status: 404,
      body: { code: 'answer_not_found' },
    });
    const stored = await t.db.select().from(answerFlags).where(eq(answerFlags.answerId, answer.id));
    expect(stored.map((row) => [row.reason, row.note])).toEqual(
      expect.arrayContaining([
        ['wrong', '第二步算錯'],
        ['ai', null],
      ]),
    );
    expect(stored).toHaveLength(2);
  });

  test('refuses a bad reason or a long note with a clear message, and a guest, changing nothing', async () => {
    const { answer } = await flaggedAnswer();
    const student = await signedInUser(t);
    const long = await flag(student.token, answer.id, { reason: 'wrong', note: '長'.repeat(201) });
    expect(long).toMatchObject({ status: 400, body: { detail: '補充說明最多 200 個字' } });
    const guest = await t
      .client()
      .call(routes.answerFlags.flagAnswer, { params: { id: String(answer.id) }, body: { reason: 'wrong' } });
    expect(guest.status).toBe(401);
    expect(await t.db.select().from(answerFlags).where(eq(answerFlags.answerId, answer.id))).toEqual([]);
  });

  test(`a user flags at most ${FLAG_RATE_LIMIT.count} answers in ${FLAG_RATE_LIMIT.seconds} seconds`, async () => {
    const student = await signedInUser(t);
    const author = await signedInUser(t);
    const { question } = await archiveWithQuestion(t);
    for (let index = 0; index < FLAG_RATE_LIMIT.count; index += 1) {
      const answer = await insertAnswerRow(t, question, author.id);
      expect((await flag(student.token, answer.id, { reason: 'wrong' })).status).toBe(201);
    }
    const one = await insertAnswerRow(t, question, author.id);
    expect(await flag(student.token, one.id, { reason: 'wrong' })).toMatchObject({
      status: 429,
      body: { code: 'flag_rate_limited' },
    });
  });
});

describe('檢舉 for admins', () => {
  test('lists open flags grouped by answer with reasons counted; only admins', async () => {
    const { answer, question, archive } = await flaggedAnswer();
    const [one, two, three] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const admin = await signedInUser(t, { isAdmin: true });
    if (!one || !two || !three) throw new Error('no users');
    await flag(one.token, answer.id, { reason: 'ai', note: '像是複製的' });
    await flag(two.token, answer.id, { reason: 'ai' });
    await flag(three.token, answer.id, { reason: 'wrong' });
    expect((await openList(one.token)).status).toBe(403);
    const listed = await openList(admin.token);
    if (!listed.ok) throw new Error(`listed ${listed.status}`);
    const group = listed.body.answers.find((entry) => entry.answer_id === answer.id);
    expect(group).toMatchObject({
      archive_id: archive.id,
      archive_name: archive.name,
      question_id: question.id,
      question_name: '第 1 題',
      excerpt: answer.body,
      hidden: false,
      outcome: null,
      reasons: [
        { reason: 'wrong', count: 1 },
        { reason: 'ai', count: 2 },
      ],
    });
    expect(group?.flags.map((entry) => entry.note)).toContain('像是複製的');
  });

  test('hiding resolves every open flag, hides the answer, is audited, and tells each flagger once', async () => {
    const { answer } = await flaggedAnswer();
    const [one, two] = [await signedInUser(t), await signedInUser(t)];
    const admin = await signedInUser(t, { isAdmin: true });
    if (!one || !two) throw new Error('no users');
    await flag(one.token, answer.id, { reason: 'inappropriate' });
    await flag(two.token, answer.id, { reason: 'wrong' });

    const resolved = await resolve(admin.token, answer.id, 'hidden');
    expect(resolved).toMatchObject({ status: 200, body: { outcome: 'hidden', hidden: true } });
    const [row] = await t.db.select().from(answers).where(eq(answers.id, answer.id));
    expect(row?.hiddenBy).toBe(admin.id);
    expect(await resolve(admin.token, answer.id, 'kept')).toMatchObject({
      status: 409,
      body: { code: 'no_open_flags' },
    });
    const open = await openList(admin.token);
    expect(open.ok && open.body.answers.some((entry) => entry.answer_id === answer.id)).toBe(false);
    const done = await openList(admin.token, 'resolved');
    expect(done.ok && done.body.answers.find((entry) => entry.answer_id === answer.id)).toMatchObject({
      outcome: 'hidden',
      flags: [expect.anything(), expect.anything()],
    });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'answer_flag.resolve'));
    expect(entries.find((entry) => entry.targetId === String(answer.id))).toMatchObject({
      actorId: admin.id,
      targetType: 'answer',
      after: expect.objectContaining({ outcome: 'hidden', flags_resolved: 2 }),
    });

    const told = await mine(one.token);
    expect(told).toMatchObject({
      unseen: 1,
      flags: [{ outcome: 'hidden', seen: false, reason: 'inappropriate' }],
    });
    const seen = await t.client().output(routes.answerFlags.markMyFlagsSeen, {}, { token: one.token });
    expect(seen).toMatchObject({ unseen: 0, flags: [{ outcome: 'hidden', seen: true }] });
    expect((await mine(two.token)).unseen).toBe(1);
  });

  test('deleting removes the answer; its flags keep their question and archive, and the flagger still learns it', async () => {
    const { answer, question, archive } = await flaggedAnswer();
    const student = await signedInUser(t);
    const admin = await signedInUser(t, { isAdmin: true });
    await flag(student.token, answer.id, { reason: 'wrong' });
    expect(await resolve(admin.token, answer.id, 'deleted')).toMatchObject({
      status: 200,
      body: { outcome: 'deleted', answer_id: null },
    });
    expect(await t.db.select().from(answers).where(eq(answers.id, answer.id))).toEqual([]);
    expect(await mine(student.token)).toMatchObject({
      unseen: 1,
      flags: [{ outcome: 'deleted', excerpt: null, question_id: question.id, archive_id: archive.id }],
    });
  });

  test('an answer its author deletes closes its open flags as deleted, and each flagger learns it', async () => {
    const { author, answer, question } = await flaggedAnswer();
    const [one, two] = [await signedInUser(t), await signedInUser(t)];
    await flag(one.token, answer.id, { reason: 'wrong' });
    await flag(two.token, answer.id, { reason: 'ai' });
    const deleted = await t
      .client()
      .call(routes.answers.deleteAnswer, { params: { id: String(answer.id) } }, { token: author.token });
    expect(deleted.status).toBe(200);
    const flags = await t.db.select().from(answerFlags).where(eq(answerFlags.questionId, question.id));
    expect(flags.map((row) => [row.outcome, row.resolvedBy, row.resolvedAt !== null])).toEqual([
      ['deleted', author.id, true],
      ['deleted', author.id, true],
    ]);
    for (const flagger of [one, two])
      expect(await mine(flagger.token)).toMatchObject({
        unseen: 1,
        flags: [{ outcome: 'deleted', excerpt: null, question_id: question.id }],
      });
  });

  test('keeping leaves the answer as it was', async () => {
    const { answer } = await flaggedAnswer();
    const student = await signedInUser(t);
    const admin = await signedInUser(t, { isAdmin: true });
    await flag(student.token, answer.id, { reason: 'wrong' });
    expect(await resolve(student.token, answer.id, 'deleted')).toMatchObject({ status: 403 });
    expect(await resolve(admin.token, answer.id, 'kept')).toMatchObject({
      status: 200,
      body: { outcome: 'kept' },
    });
    const [row] = await t.db.select().from(answers).where(eq(answers.id, answer.id));
    expect(row?.hiddenAt).toBeNull();
    expect((await mine(student.token)).flags[0]?.outcome).toBe('kept');
  });
});
