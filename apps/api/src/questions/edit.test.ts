// People adjust an archive's question starts (product §4.11): any signed-in user adds, moves, renames, confirms
// and removes them, each change kept in the history; admins lock them; answers keep a question from removal.
import { errorCatalogue, QUESTION_EDIT_RATE_LIMIT, routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  answers,
  archivePages,
  archiveQuestionChanges,
  auditLog,
  questionBookmarks,
  users,
} from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';
import { replaceProposals } from './repository.ts';
import { proposeQuestions } from './service.ts';

const t = useTestApp();
const { questions: q } = routes;
type Person = { id: number; token: string };
let student: Person;
let other: Person;
let admin: Person;
beforeAll(async () => {
  student = await signedInUser(t);
  other = await signedInUser(t);
  admin = await signedInUser(t, { isAdmin: true });
});

/** An archive of three pages whose text proposed 第 1 題 to 第 3 題, one on each page. */
async function proposedArchive() {
  const course = await insertCourse(t);
  const archive = await insertArchive(t, { courseId: course.id });
  await t.db.insert(archivePages).values(
    [1, 2, 3].map((page) => ({
      archiveId: archive.id,
      page,
      text: '',
      source: 'text_layer' as const,
      ocrStatus: 'not_needed' as const,
      tokens: sql`to_tsvector('simple', '')`,
    })),
  );
  await replaceProposals(t.db, archive.id, [
    { page: 1, top: 0.2, name: '第 1 題' },
    { page: 2, top: 0.3, name: '第 2 題' },
    { page: 3, top: 0.1, name: '第 3 題' },
  ]);
  const listed = await t.client().output(q.listQuestions, params(archive.id), student);
  return { id: archive.id, questions: listed.questions };
}

const params = (aid: number) => ({ params: { aid: String(aid) } });
const one = (aid: number, qid: number) => ({ params: { aid: String(aid), qid: String(qid) } });
const list = async (aid: number, who: Person = student) =>
  (await t.client().output(q.listQuestions, params(aid), who)).questions;
const names = async (aid: number) => (await list(aid)).map((question) => question.name);

describe('changing question starts', () => {
  test('a student adds, moves, renames, confirms and removes starts; automatic names follow the order', async () => {
    const archive = await proposedArchive();
    const [first, second, third] = archive.questions;
    if (!first || !second || !third) throw new Error('three proposals expected');
    const client = t.client();

    const added = await client.call(
      q.addQuestion,
      { ...params(archive.id), body: { page: 1, top: 0.6 } },
      student,
    );
    expect(added).toMatchObject({ status: 201, body: { locked: false, can_edit: true, can_lock: false } });
    expect(await names(archive.id)).toEqual(['第 1 題', '第 2 題', '第 3 題', '第 4 題']);
    const questions = await list(archive.id);
    expect(questions[1]).toMatchObject({ page: 1, top: 0.6, status: 'confirmed' });
    expect(questions[2]).toMatchObject({ id: second.id, status: 'proposed' });

    // Moving a proposal confirms it and renumbers: the third start, moved to the top of page 1, becomes 第 1 題.
    await client.output(
      q.moveQuestion,
      { ...one(archive.id, third.id), body: { page: 1, top: 0.05 } },
      other,
    );
    const moved = await list(archive.id);
    expect(moved[0]).toEqual({ id: third.id, name: '第 1 題', page: 1, top: 0.05, status: 'confirmed' });
    expect(moved.map((question) => question.name)).toEqual(['第 1 題', '第 2 題', '第 3 題', '第 4 題']);

    // A name a person gave stays when the starts are renumbered.
    await client.output(
      q.renameQuestion,
      { ...one(archive.id, second.id), body: { name: ' 選擇題 ' } },
      student,
    );
    await client.output(q.removeQuestion, one(archive.id, third.id), student);
    expect(await list(archive.id)).toEqual([
      expect.objectContaining({ id: first.id, name: '第 1 題', status: 'proposed' }),
      expect.objectContaining({ name: '第 2 題', status: 'confirmed' }),
      expect.objectContaining({ id: second.id, name: '選擇題', status: 'confirmed' }),
    ]);

    await client.output(q.confirmQuestion, one(archive.id, first.id), student);
    expect((await list(archive.id)).every((question) => question.status === 'confirmed')).toBe(true);
  });

  test('全部確認 confirms every proposal at once, and counts as one change for the rate limit', async () => {
    const archive = await proposedArchive();
    const confirmed = await t.client().output(q.confirmAllQuestions, params(archive.id), student);
    expect(confirmed.questions.map((question) => question.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    const history = await t.client().output(q.questionHistory, params(archive.id), other);
    expect(history.changes.map((change) => change.action)).toEqual(['confirm', 'confirm', 'confirm']);
    const [row] = await t.db
      .select({ n: sql<number>`count(distinct ${archiveQuestionChanges.changedAt})`.mapWith(Number) })
      .from(archiveQuestionChanges)
      .where(eq(archiveQuestionChanges.archiveId, archive.id));
    expect(row?.n).toBe(1);
  });

  test('the history lists every change newest first: who, what, before and after', async () => {
    const archive = await proposedArchive();
    const [first] = archive.questions;
    if (!first) throw new Error('a proposal expected');
    const client = t.client();
    await client.output(
      q.moveQuestion,
      { ...one(archive.id, first.id), body: { page: 1, top: 0.25 } },
      student,
    );
    await client.output(q.renameQuestion, { ...one(archive.id, first.id), body: { name: '1(a)' } }, other);
    const added = await client.output(
      q.addQuestion,
      { ...params(archive.id), body: { page: 3, top: 0.9 } },
      other,
    );
    const last = added.questions.at(-1);
    if (!last) throw new Error('the added start expected');
    await client.output(q.removeQuestion, one(archive.id, last.id), student);

    const { changes } = await client.output(q.questionHistory, params(archive.id), admin);
    const [me] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, student.id));
    expect(changes.map((change) => [change.action, change.by?.id])).toEqual([
      ['remove', student.id],
      ['add', other.id],
      ['rename', other.id],
      ['move', student.id],
    ]);
    expect(changes[0]).toMatchObject({
      question_id: last.id,
      by: { name: me?.name },
      before: { name: '第 4 題', page: 3, top: 0.9, status: 'confirmed' },
      after: null,
    });
    expect(changes[1]).toMatchObject({ before: null, after: { name: '第 4 題', page: 3, top: 0.9 } });
    expect(changes[2]).toMatchObject({ before: { name: '第 1 題' }, after: { name: '1(a)' } });
    expect(changes[3]).toMatchObject({
      before: { page: 1, top: 0.2, status: 'proposed' },
      after: { page: 1, top: 0.25, status: 'confirmed' },
    });
  });

  test('bad input is a 400 in zh-TW and changes nothing', async () => {
    const archive = await proposedArchive();
    const [first] = archive.questions;
    if (!first) throw new Error('a proposal expected');
    const client = t.client();
    const refusals = [
      await client.refusal(q.addQuestion, { ...params(archive.id), body: { page: 1, top: 1.5 } }, student),
      await client.refusal(q.addQuestion, { ...params(archive.id), body: { page: 4, top: 0.5 } }, student),
      await client.refusal(
        q.moveQuestion,
        { ...one(archive.id, first.id), body: { page: 9, top: 0 } },
        student,
      ),
      await client.refusal(
        q.moveQuestion,
        { ...one(archive.id, first.id), body: { page: 1, top: -0.1 } },
        student,
      ),
      await client.refusal(q.renameQuestion, { ...one(archive.id, first.id), body: { name: '  ' } }, student),
      await client.refusal(
        q.renameQuestion,
        { ...one(archive.id, first.id), body: { name: '題'.repeat(51) } },
        student,
      ),
      await client.refusal(
        q.renameQuestion,
        { ...one(archive.id, first.id), body: { name: '第\u0007題' } },
        student,
      ),
    ];
    expect(refusals.map((refusal) => [refusal.status, refusal.code])).toEqual(
      refusals.map(() => [400, 'invalid_input']),
    );
    expect(refusals.map((refusal) => refusal.detail)).toEqual([
      expect.stringContaining('題目起點的高度必須介於 0 與 1 之間'),
      '頁碼超出範圍：此考古題只有 3 頁',
      '頁碼超出範圍：此考古題只有 3 頁',
      expect.stringContaining('題目起點的高度必須介於 0 與 1 之間'),
      expect.stringContaining('請輸入題目名稱'),
      expect.stringContaining('題目名稱最多 50 個字'),
      expect.stringContaining('題目名稱不可包含控制字元'),
    ]);
    expect(await list(archive.id)).toEqual(archive.questions);
    expect((await client.output(q.questionHistory, params(archive.id), student)).changes).toEqual([]);
  });

  test('a question of another archive, or one already removed, is not found', async () => {
    const archive = await proposedArchive();
    const elsewhere = await proposedArchive();
    const [foreign] = elsewhere.questions;
    if (!foreign) throw new Error('a proposal expected');
    expect(await t.client().refusal(q.confirmQuestion, one(archive.id, foreign.id), student)).toMatchObject({
      status: 404,
      code: 'question_not_found',
    });
    expect(await list(elsewhere.id)).toEqual(elsewhere.questions);
  });
});

describe('who may change questions', () => {
  test('a guest is refused every change and the history', async () => {
    const archive = await proposedArchive();
    const [first] = archive.questions;
    if (!first) throw new Error('a proposal expected');
    const client = t.client();
    const statuses = [
      (await client.call(q.addQuestion, { ...params(archive.id), body: { page: 1, top: 0.5 } })).status,
      (await client.call(q.moveQuestion, { ...one(archive.id, first.id), body: { page: 1, top: 0.5 } }))
        .status,
      (await client.call(q.confirmAllQuestions, params(archive.id))).status,
      (await client.call(q.removeQuestion, one(archive.id, first.id))).status,
      (await client.call(q.questionHistory, params(archive.id))).status,
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(await list(archive.id)).toEqual(archive.questions);
  });

  test('only admins lock; while locked every change is refused, admins too, until they unlock', async () => {
    const archive = await proposedArchive();
    const [first] = archive.questions;
    if (!first) throw new Error('a proposal expected');
    const client = t.client();
    expect(await client.refusal(q.lockQuestions, params(archive.id), student)).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    const locked = await client.output(q.lockQuestions, params(archive.id), admin);
    expect(locked).toMatchObject({ locked: true, can_edit: false, can_lock: true });
    expect(await client.output(q.listQuestions, params(archive.id), student)).toMatchObject({
      locked: true,
      can_edit: false,
      can_lock: false,
    });

    const lockedOut = {
      status: 409,
      code: 'questions_locked',
      detail: errorCatalogue.questions_locked.message,
    };
    for (const who of [student, admin]) {
      expect(
        await client.refusal(
          q.moveQuestion,
          { ...one(archive.id, first.id), body: { page: 2, top: 0.5 } },
          who,
        ),
      ).toEqual(lockedOut);
      expect(await client.refusal(q.confirmAllQuestions, params(archive.id), who)).toEqual(lockedOut);
      expect(await client.refusal(q.removeQuestion, one(archive.id, first.id), who)).toEqual(lockedOut);
      expect(
        await client.refusal(q.addQuestion, { ...params(archive.id), body: { page: 1, top: 0.5 } }, who),
      ).toEqual(lockedOut);
    }
    expect(await list(archive.id)).toEqual(archive.questions);

    expect(await client.refusal(q.unlockQuestions, params(archive.id), student)).toMatchObject({
      status: 403,
    });
    expect(await client.output(q.unlockQuestions, params(archive.id), admin)).toMatchObject({
      locked: false,
    });
    await client.output(q.removeQuestion, one(archive.id, first.id), student);

    const audited = await t.db
      .select({ action: auditLog.action, targetId: auditLog.targetId, actorId: auditLog.actorId })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'question%'`)
      .orderBy(auditLog.id);
    expect(
      audited.filter((entry) => [String(archive.id), String(first.id)].includes(entry.targetId)),
    ).toEqual([
      { action: 'questions.lock', targetId: String(archive.id), actorId: admin.id },
      { action: 'questions.unlock', targetId: String(archive.id), actorId: admin.id },
      { action: 'question.delete', targetId: String(first.id), actorId: student.id },
    ]);
  });

  test('a question with answers cannot be removed, only moved; re-reading the text keeps answered and bookmarked proposals', async () => {
    const archive = await proposedArchive();
    const [first, second] = archive.questions;
    if (!first || !second) throw new Error('proposals expected');
    await t.db
      .insert(answers)
      .values({ questionId: first.id, archiveId: archive.id, authorId: other.id, body: '答案' });
    await t.db.insert(questionBookmarks).values({ userId: other.id, questionId: second.id });

    expect(await t.client().refusal(q.removeQuestion, one(archive.id, first.id), student)).toEqual({
      status: 409,
      code: 'question_has_answers',
      detail: errorCatalogue.question_has_answers.message,
    });
    expect(await list(archive.id)).toEqual(archive.questions);

    // The text is read again and finds nothing: the answered and the bookmarked proposals stay.
    await proposeQuestions(t.db, archive.id);
    expect((await list(archive.id)).map((question) => question.id)).toEqual([first.id, second.id]);
    await t
      .client()
      .output(q.moveQuestion, { ...one(archive.id, first.id), body: { page: 1, top: 0.4 } }, student);
    const kept = await t.db.select().from(answers).where(eq(answers.questionId, first.id));
    expect(kept).toHaveLength(1);
  });

  test(`a user who changed questions ${QUESTION_EDIT_RATE_LIMIT.count} times within the limit's window waits`, async () => {
    const archive = await proposedArchive();
    const editor = await signedInUser(t);
    await t.db.insert(archiveQuestionChanges).values(
      Array.from({ length: QUESTION_EDIT_RATE_LIMIT.count }, (_, index) => ({
        archiveId: archive.id,
        questionId: 0,
        changedBy: editor.id,
        changedAt: sql`now() - make_interval(secs => ${index + 1})`,
        before: null,
        after: null,
      })),
    );
    const response = await t
      .client()
      .raw(q.addQuestion, { ...params(archive.id), body: { page: 1, top: 0.5 } }, editor);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({
      code: 'question_rate_limited',
      detail: expect.stringMatching(/^修改題目太頻繁，請 \d+ 秒後再試$/),
    });
    expect(await list(archive.id)).toEqual(archive.questions);
    // Someone else is not held back by it.
    await t.client().output(q.addQuestion, { ...params(archive.id), body: { page: 1, top: 0.5 } }, student);
  });
});
