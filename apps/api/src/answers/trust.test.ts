// Who may vote on, endorse and mark an answer official, and comment on it (product §4.12): the author, another
// student, an expert of the answer's course, an expert of another course, an administrator and a guest.
import { errorCatalogue, routes, type VoteValue } from '@pastexam/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.ts';
import {
  answerableArchive,
  answered,
  courseExpert,
  insertAnswer,
  type SignedIn,
} from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';

const t = useTestApp();

type Cast = {
  author: SignedIn;
  student: SignedIn;
  expert: SignedIn;
  otherExpert: SignedIn;
  admin: SignedIn;
};

/** A fresh archive with one answer by `author`, and everyone who might act on it. */
async function scene(cast: Cast) {
  const place = await answerableArchive(t);
  const expert = await courseExpert(t, place.courseId);
  const answer = await answered(t, cast.author.token, place.aid, place.questionIds[1] ?? 0, '作者的解答');
  return { ...place, expert, answer, id: String(answer.id) };
}

let cast: Cast;
beforeAll(async () => {
  const otherCourse = await insertCourse(t);
  cast = {
    author: await signedInUser(t),
    student: await signedInUser(t),
    expert: await signedInUser(t), // replaced per scene: an expert of that scene's course
    otherExpert: await courseExpert(t, otherCourse.id),
    admin: await signedInUser(t, { isAdmin: true }),
  };
});

const vote = (token: string | undefined, id: string, value: VoteValue) =>
  t.client().call(routes.answers.voteAnswer, { params: { id }, body: { value } }, token ? { token } : {});
const endorse = (token: string | undefined, id: string) =>
  t.client().call(routes.answers.endorseAnswer, { params: { id } }, token ? { token } : {});
const unendorse = (token: string, id: string) =>
  t.client().call(routes.answers.unendorseAnswer, { params: { id } }, { token });
const markOfficial = (token: string | undefined, id: string) =>
  t.client().call(routes.answers.markAnswerOfficial, { params: { id } }, token ? { token } : {});
const unmarkOfficial = (token: string, id: string) =>
  t.client().call(routes.answers.unmarkAnswerOfficial, { params: { id } }, { token });

describe('votes', () => {
  it('one per user per answer, changeable and taken back; never on one’s own; never as a guest', async () => {
    const { id } = await scene(cast);
    expect(await vote(cast.student.token, id, 1)).toMatchObject({
      status: 200,
      body: { upvotes: 1, downvotes: 0, my_vote: 1 },
    });
    expect(await vote(cast.student.token, id, 1)).toMatchObject({ body: { upvotes: 1, my_vote: 1 } });
    expect(await vote(cast.admin.token, id, -1)).toMatchObject({
      body: { upvotes: 1, downvotes: 1, my_vote: -1 },
    });
    expect(await vote(cast.student.token, id, -1)).toMatchObject({
      body: { upvotes: 0, downvotes: 2, my_vote: -1 },
    });
    expect(await vote(cast.student.token, id, 0)).toMatchObject({
      body: { upvotes: 0, downvotes: 1, my_vote: 0 },
    });
    expect(await vote(cast.author.token, id, 1)).toMatchObject({
      status: 403,
      body: { code: 'own_answer_vote', detail: errorCatalogue.own_answer_vote.message },
    });
    expect(await vote(undefined, id, 1)).toMatchObject({ status: 401 });
    expect(await vote(cast.student.token, '99999999', 1)).toMatchObject({
      status: 404,
      body: { code: 'answer_not_found' },
    });
  });
});

describe('expert endorsements', () => {
  it('an expert of the answer’s course endorses it and takes it back', async () => {
    const { id, expert } = await scene(cast);
    const endorsed = await endorse(expert.token, id);
    expect(endorsed).toMatchObject({
      status: 200,
      body: { endorsed_by: [expect.objectContaining({ id: expert.id })] },
    });
    // Twice is once.
    expect(await endorse(expert.token, id)).toMatchObject({
      body: { endorsed_by: [expect.objectContaining({ id: expert.id })] },
    });
    expect(await unendorse(expert.token, id)).toMatchObject({ status: 200, body: { endorsed_by: [] } });
  });

  it('nobody else endorses: not an expert of another course, a student, an administrator, the author or a guest', async () => {
    const { id, expert, aid, questionIds } = await scene(cast);
    for (const who of [cast.otherExpert, cast.student, cast.admin]) {
      expect(await endorse(who.token, id)).toMatchObject({
        status: 403,
        body: { code: 'not_course_expert', detail: errorCatalogue.not_course_expert.message },
      });
    }
    expect(await unendorse(cast.otherExpert.token, id)).toMatchObject({ status: 403 });
    expect(await endorse(undefined, id)).toMatchObject({ status: 401 });
    const own = await answered(t, expert.token, aid, questionIds[1] ?? 0, '專家自己的解答');
    expect(await endorse(expert.token, String(own.id))).toMatchObject({
      status: 403,
      body: { code: 'not_course_expert' },
    });
  });
});

describe('official answers', () => {
  it('an administrator or an expert of the course marks and unmarks one; nobody else', async () => {
    const { id, expert } = await scene(cast);
    for (const who of [cast.student, cast.author, cast.otherExpert]) {
      expect(await markOfficial(who.token, id)).toMatchObject({
        status: 403,
        body: { code: 'not_official_marker', detail: errorCatalogue.not_official_marker.message },
      });
    }
    expect(await markOfficial(undefined, id)).toMatchObject({ status: 401 });
    const marked = await markOfficial(expert.token, id);
    expect(marked).toMatchObject({
      status: 200,
      body: { official: { by: expect.objectContaining({ id: expert.id }) } },
    });
    expect(await unmarkOfficial(cast.student.token, id)).toMatchObject({ status: 403 });
    expect(await unmarkOfficial(cast.admin.token, id)).toMatchObject({
      status: 200,
      body: { official: null },
    });
    expect(await markOfficial(cast.admin.token, id)).toMatchObject({
      body: { official: { by: expect.objectContaining({ id: cast.admin.id }) } },
    });
  });

  it('never an AI draft, not even for an administrator', async () => {
    const { archiveId, questionIds, expert } = await scene(cast);
    const draft = String(
      await insertAnswer(t, {
        archiveId,
        questionId: questionIds[1] ?? 0,
        authorId: cast.student.id,
        kind: 'ai_draft',
      }),
    );
    for (const who of [cast.admin, expert]) {
      expect(await markOfficial(who.token, draft)).toMatchObject({
        status: 409,
        body: { code: 'ai_draft_not_official', detail: errorCatalogue.ai_draft_not_official.message },
      });
    }
  });

  it('records every mark and endorsement in the audit log, by whom', async () => {
    const { id, expert, answer } = await scene(cast);
    await markOfficial(cast.admin.token, id);
    await unmarkOfficial(expert.token, id);
    await endorse(expert.token, id);
    await unendorse(expert.token, id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'answer'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.targetName])).toEqual([
      ['answer.mark_official', cast.admin.id, answer.body],
      ['answer.unmark_official', expert.id, answer.body],
      ['answer.endorse', expert.id, answer.body],
      ['answer.unendorse', expert.id, answer.body],
    ]);
  });
});

describe('what each reader may do, as the list says', () => {
  it('fills `can` for the author, a student, an expert of this course and of another, and an administrator', async () => {
    const { aid, expert } = await scene(cast);
    const canOf = async (who: SignedIn) => {
      const listed = await t
        .client()
        .output(routes.answers.listArchiveAnswers, { params: { aid } }, { token: who.token });
      return [listed.is_expert, listed.questions[1]?.answers[0]?.can];
    };
    expect(await canOf(cast.author)).toEqual([
      false,
      { edit: true, delete: true, endorse: false, mark_official: false },
    ]);
    expect(await canOf(cast.student)).toEqual([
      false,
      { edit: false, delete: false, endorse: false, mark_official: false },
    ]);
    expect(await canOf(expert)).toEqual([
      true,
      { edit: false, delete: false, endorse: true, mark_official: true },
    ]);
    expect(await canOf(cast.otherExpert)).toEqual([
      false,
      { edit: false, delete: false, endorse: false, mark_official: false },
    ]);
    expect(await canOf(cast.admin)).toEqual([
      false,
      { edit: false, delete: true, endorse: false, mark_official: true },
    ]);
    expect(await t.client().call(routes.answers.listArchiveAnswers, { params: { aid } })).toMatchObject({
      status: 401,
    });
  });
});

describe('comments', () => {
  const comment = (token: string, id: string, body: string) =>
    t.client().call(routes.answers.postAnswerComment, { params: { id }, body: { body } }, { token });
  const removeComment = (token: string, id: string, cid: number) =>
    t.client().call(routes.answers.deleteAnswerComment, { params: { id, cid: String(cid) } }, { token });

  it('any signed-in user comments; its author or an administrator deletes it, recorded in the audit log', async () => {
    const { id, aid } = await scene(cast);
    const first = await comment(cast.student.token, id, '請問 https://example.com 的解法？');
    const second = await comment(cast.author.token, id, '謝謝');
    if (!first.ok || !second.ok) throw new Error('a comment was refused');
    expect(first.body).toMatchObject({
      body: '請問 https://example.com 的解法？',
      author: { id: cast.student.id },
    });
    expect(
      await t.client().call(routes.answers.postAnswerComment, { params: { id }, body: { body: 'x' } }),
    ).toMatchObject({
      status: 401,
    });
    const listed = await t
      .client()
      .output(routes.answers.listAnswerComments, { params: { id } }, { token: cast.admin.token });
    expect(listed.comments.map((one) => one.body)).toEqual(['請問 https://example.com 的解法？', '謝謝']);
    expect(await removeComment(cast.author.token, id, first.body.id)).toMatchObject({
      status: 403,
      body: { code: 'not_answer_comment_author', detail: errorCatalogue.not_answer_comment_author.message },
    });
    expect(await removeComment(cast.student.token, id, first.body.id)).toMatchObject({ status: 200 });
    expect(await removeComment(cast.admin.token, id, second.body.id)).toMatchObject({ status: 200 });
    expect(await removeComment(cast.admin.token, id, second.body.id)).toMatchObject({
      status: 404,
      body: { code: 'answer_comment_not_found' },
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'answer_comment.delete'),
          inArray(auditLog.targetId, [String(first.body.id), String(second.body.id)]),
        ),
      );
    expect(entries.map((entry) => entry.actorId).sort()).toEqual([cast.student.id, cast.admin.id].sort());
    const answer = await t
      .client()
      .output(routes.answers.listArchiveAnswers, { params: { aid } }, { token: cast.student.token });
    expect(answer.questions[1]?.answers[0]?.comment_count).toBe(0);
  });
});
