// A course's experts (product §4.12): administrators list, name and remove them; an expert's endorsements go
// with their expertise; the list of answers is in the one order of answers, which an endorsement changes.
import { errorCatalogue, routes } from '@pastexam/api-contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, courses } from '../db/schema.ts';
import {
  answerableArchive,
  answered,
  archiveAnswers,
  courseExpert,
  insertAnswer,
} from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';

const t = useTestApp();

const list = (token: string, cid: string) =>
  t.client().call(routes.answers.listCourseExperts, { params: { cid } }, { token });
const add = (token: string, cid: string, userId: number) =>
  t.client().call(routes.answers.addCourseExpert, { params: { cid }, body: { user_id: userId } }, { token });
const remove = (token: string, cid: string, uid: number) =>
  t.client().call(routes.answers.removeCourseExpert, { params: { cid, uid: String(uid) } }, { token });

describe('naming experts', () => {
  it('administrators name, list and remove a course’s experts, each change in the audit log', async () => {
    const [admin, ta] = [await signedInUser(t, { isAdmin: true }), await signedInUser(t)];
    const cid = String((await insertCourse(t)).id);
    expect(await add(admin.token, cid, ta.id)).toMatchObject({
      status: 201,
      body: { user: { id: ta.id }, added_by: { id: admin.id } },
    });
    expect(await add(admin.token, cid, ta.id)).toMatchObject({
      status: 409,
      body: { code: 'duplicate_expert', detail: errorCatalogue.duplicate_expert.message },
    });
    expect(await list(admin.token, cid)).toMatchObject({
      status: 200,
      body: { experts: [{ user: { id: ta.id } }] },
    });
    expect(await remove(admin.token, cid, ta.id)).toMatchObject({ status: 200 });
    expect(await remove(admin.token, cid, ta.id)).toMatchObject({
      status: 404,
      body: { code: 'expert_not_found' },
    });
    expect(await list(admin.token, cid)).toMatchObject({ body: { experts: [] } });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'course_expert'), eq(auditLog.targetId, `${cid}:${ta.id}`)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['course_expert.add', admin.id],
      ['course_expert.remove', admin.id],
    ]);
  });

  it('refuses students, an expert included, a missing user and a missing or deleted course', async () => {
    const [admin, student] = [await signedInUser(t, { isAdmin: true }), await signedInUser(t)];
    const course = await insertCourse(t);
    const cid = String(course.id);
    const expert = await courseExpert(t, course.id);
    for (const who of [student, expert]) {
      expect(await list(who.token, cid)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
      expect(await add(who.token, cid, student.id)).toMatchObject({ status: 403 });
      expect(await remove(who.token, cid, expert.id)).toMatchObject({ status: 403 });
    }
    expect(await add(admin.token, cid, 99_999_999)).toMatchObject({
      status: 404,
      body: { code: 'user_not_found' },
    });
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, course.id));
    expect(await add(admin.token, cid, student.id)).toMatchObject({
      status: 404,
      body: { code: 'course_not_found' },
    });
    expect(await list(admin.token, cid)).toMatchObject({ status: 404, body: { code: 'course_not_found' } });
  });
});

describe('endorsements and the order of answers', () => {
  it('an endorsement lifts an answer above more votes; removing the expert takes it away', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const [writer, voter, reader] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const { aid, cid, courseId, archiveId, questionIds } = await answerableArchive(t);
    const questionId = questionIds[1] ?? 0;
    const expert = await courseExpert(t, courseId);
    const voted = await answered(t, writer.token, aid, questionId, '多人推');
    const quiet = await answered(t, writer.token, aid, questionId, '專家背書');
    const newest = await answered(t, writer.token, aid, questionId, '最新');
    const draft = await insertAnswer(t, { archiveId, questionId, authorId: voter.id, kind: 'ai_draft' });
    await t
      .client()
      .call(
        routes.answers.voteAnswer,
        { params: { id: String(voted.id) }, body: { value: 1 } },
        { token: voter.token },
      );
    const ids = async () =>
      (await archiveAnswers(t, reader.token, aid)).questions[1]?.answers.map((one) => one.id);
    expect(await ids()).toEqual([voted.id, newest.id, quiet.id, draft]);

    await t
      .client()
      .call(routes.answers.endorseAnswer, { params: { id: String(quiet.id) } }, { token: expert.token });
    expect(await ids()).toEqual([quiet.id, voted.id, newest.id, draft]);
    await t
      .client()
      .call(routes.answers.markAnswerOfficial, { params: { id: String(newest.id) } }, { token: admin.token });
    expect(await ids()).toEqual([newest.id, quiet.id, voted.id, draft]);

    await remove(admin.token, cid, expert.id);
    const listed = (await archiveAnswers(t, reader.token, aid)).questions[1]?.answers ?? [];
    expect(listed.find((one) => one.id === quiet.id)?.endorsed_by).toEqual([]);
    expect(listed.map((one) => one.id)).toEqual([newest.id, voted.id, quiet.id, draft]);
  });
});
