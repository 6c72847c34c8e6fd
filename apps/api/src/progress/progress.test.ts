// A reader's progress (product §4.12): bookmarked questions (收藏, listed in 我的收藏) and archives marked 已完成,
// each only ever the reader's own; and the coverage (已解答 n / m 題) the course list and a course's archive list
// carry, which a new answer changes at once, on this replica and on another.
import { errorCatalogue, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, archives, courses } from '../db/schema.ts';
import { answerableArchive, answered, insertAnswer } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';

const t = useTestApp();
const { progress } = routes;

/** A course with one archive of `count` questions (none when 0). */
async function archiveWithQuestions(count = 3) {
  if (count === 0) {
    const course = await insertCourse(t);
    return { course, archive: await insertArchive(t, { courseId: course.id }), questions: [] };
  }
  const place = await answerableArchive(t, count);
  const [course] = await t.db.select().from(courses).where(eq(courses.id, place.courseId));
  const [archive] = await t.db.select().from(archives).where(eq(archives.id, place.archiveId));
  if (!course || !archive) throw new Error('no archive');
  const questions = place.questionIds.map((id, index) => ({
    id,
    archiveId: archive.id,
    name: `第 ${index + 1} 題`,
  }));
  return { course, archive, questions };
}

/** An answer written straight to the database, as a job or an admin's hiding would leave it. */
const answer = (
  question: { id: number; archiveId: number },
  values: { kind?: 'human' | 'ai_draft' | 'ai_based'; hiddenAt?: Date } = {},
) => insertAnswer(t, { archiveId: question.archiveId, questionId: question.id, authorId: null, ...values });

const qid = (id: number, bookmarked = true) => ({ params: { qid: String(id) }, body: { bookmarked } });
const aid = (id: number, completed = true) => ({ params: { aid: String(id) }, body: { completed } });

describe('bookmarks (收藏)', () => {
  it('are listed in 我的收藏 with their question, archive and course, by course, archive and question order', async () => {
    const reader = await signedInUser(t);
    const { course, archive, questions } = await archiveWithQuestions(3);
    const [first, , third] = questions;
    if (!first || !third) throw new Error('no questions');
    const as = { token: reader.token };
    await t.client().output(progress.setBookmark, qid(third.id), as);
    await t.client().output(progress.setBookmark, qid(first.id), as);
    // Bookmarking again changes nothing.
    await t.client().output(progress.setBookmark, qid(first.id), as);

    const { bookmarks } = await t.client().output(progress.listMyBookmarks, {}, as);
    expect(bookmarks).toEqual([
      expect.objectContaining({
        question_id: first.id,
        question_name: '第 1 題',
        archive_id: archive.id,
        archive_name: archive.name,
        professor: archive.professor,
        academic_year: archive.academicYear,
        archive_type: archive.archiveType,
        course_id: course.id,
        course_name: course.name,
      }),
      expect.objectContaining({ question_id: third.id, question_name: '第 3 題' }),
    ]);

    await t.client().output(progress.setBookmark, qid(first.id, false), as);
    // Removing one that is not there changes nothing either.
    await t.client().output(progress.setBookmark, qid(first.id, false), as);
    const after = await t.client().output(progress.listMyBookmarks, {}, as);
    expect(after.bookmarks.map((bookmark) => bookmark.question_id)).toEqual([third.id]);
  });

  it("are one reader's own: another neither sees nor removes them", async () => {
    const [owner, other] = [await signedInUser(t), await signedInUser(t)];
    const { questions } = await archiveWithQuestions(1);
    const [question] = questions;
    if (!question) throw new Error('no question');
    await t.client().output(progress.setBookmark, qid(question.id), { token: owner.token });

    expect(await t.client().output(progress.listMyBookmarks, {}, { token: other.token })).toEqual({
      bookmarks: [],
    });
    await t.client().output(progress.setBookmark, qid(question.id, false), { token: other.token });
    const kept = await t.client().output(progress.listMyBookmarks, {}, { token: owner.token });
    expect(kept.bookmarks.map((bookmark) => bookmark.question_id)).toEqual([question.id]);
  });

  it('refuse a question that does not exist or whose archive is deleted, and leave deleted ones out', async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const missing = await t.client().refusal(progress.setBookmark, qid(2_000_000_000), as);
    expect(missing).toMatchObject({ status: 404, code: 'question_not_found' });
    expect(missing.detail).toBe(errorCatalogue.question_not_found.message);
    const bad = await t
      .client()
      .call(progress.setBookmark, { params: { qid: 'abc' }, body: { bookmarked: true } }, as);
    expect(bad.status).toBe(400);
    const {
      questions: [some],
    } = await archiveWithQuestions(1);
    const raw = await t.client().request('PUT', `/api/questions/${some?.id}/bookmark`, {
      headers: {
        authorization: `Bearer ${reader.token}`,
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=x',
        'X-XSRF-TOKEN': 'x',
      },
      body: JSON.stringify({ bookmarked: 'yes' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: 'invalid_input' });
    expect(await t.client().output(progress.listMyBookmarks, {}, as)).toEqual({ bookmarks: [] });

    const { archive, questions } = await archiveWithQuestions(1);
    const [question] = questions;
    if (!question) throw new Error('no question');
    await t.client().output(progress.setBookmark, qid(question.id), as);
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, archive.id));
    expect(await t.client().output(progress.listMyBookmarks, {}, as)).toEqual({ bookmarks: [] });
    const gone = await t.client().refusal(progress.setBookmark, qid(question.id), as);
    expect(gone.code).toBe('question_not_found');
  });

  it('are refused to a guest', async () => {
    const { questions } = await archiveWithQuestions(1);
    const id = questions[0]?.id ?? 0;
    for (const call of [
      t.client().call(progress.setBookmark, qid(id)),
      t.client().call(progress.setBookmark, qid(id, false)),
      t.client().call(progress.listMyBookmarks, {}),
    ])
      expect((await call).status).toBe(401);
  });
});

describe('archives marked 已完成', () => {
  it('are listed for their reader only, marked and unmarked any number of times', async () => {
    const [reader, other] = [await signedInUser(t), await signedInUser(t)];
    const { archive } = await archiveWithQuestions(0);
    const as = { token: reader.token };
    await t.client().output(progress.setCompletion, aid(archive.id), as);
    await t.client().output(progress.setCompletion, aid(archive.id), as);
    expect(await t.client().output(progress.listMyCompletions, {}, as)).toEqual({
      archive_ids: [archive.id],
    });
    expect(await t.client().output(progress.listMyCompletions, {}, { token: other.token })).toEqual({
      archive_ids: [],
    });
    // Another reader's unmarking touches only their own.
    await t.client().output(progress.setCompletion, aid(archive.id, false), { token: other.token });
    expect(await t.client().output(progress.listMyCompletions, {}, as)).toEqual({
      archive_ids: [archive.id],
    });
    await t.client().output(progress.setCompletion, aid(archive.id, false), as);
    expect(await t.client().output(progress.listMyCompletions, {}, as)).toEqual({ archive_ids: [] });
  });

  it('refuse an archive that does not exist or is deleted, leave deleted ones out, and refuse a guest', async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const missing = await t.client().refusal(progress.setCompletion, aid(2_000_000_000), as);
    expect(missing).toMatchObject({ status: 404, code: 'archive_not_found' });

    const { course, archive } = await archiveWithQuestions(0);
    await t.client().output(progress.setCompletion, aid(archive.id), as);
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, course.id));
    expect(await t.client().output(progress.listMyCompletions, {}, as)).toEqual({ archive_ids: [] });
    expect((await t.client().refusal(progress.setCompletion, aid(archive.id), as)).code).toBe(
      'archive_not_found',
    );
    expect((await t.client().call(progress.setCompletion, aid(archive.id))).status).toBe(401);
    expect((await t.client().call(progress.listMyCompletions, {})).status).toBe(401);
  });
});

describe('coverage', () => {
  const coverageOf = async (token: string, courseId: number, archiveId: number, client = t.client()) => {
    const byCategory = await client.output(routes.courses.listCourses, {}, { token });
    const course = Object.values(byCategory)
      .flat()
      .find((one) => one.id === courseId);
    const listed = await client.output(
      routes.courses.listCourseArchives,
      { params: { id: String(courseId) } },
      { token },
    );
    const archive = listed.find((one) => one.id === archiveId);
    return {
      course: [course?.answered_count, course?.question_count],
      archive: [archive?.answered_count, archive?.question_count],
    };
  };

  it('counts a question answered once it has an answer neither hidden nor an unedited AI draft', async () => {
    const reader = await signedInUser(t);
    const { course, archive, questions } = await archiveWithQuestions(4);
    const [q1, q2, q3, q4] = questions;
    if (!q1 || !q2 || !q3 || !q4) throw new Error('no questions');
    const other = await answerableArchive(t, 2);
    await t.db.update(archives).set({ courseId: course.id }).where(eq(archives.id, other.archiveId));
    expect(await coverageOf(reader.token, course.id, archive.id)).toEqual({
      course: [0, 6],
      archive: [0, 4],
    });

    await answer(q1);
    await answer(q1);
    await answer(q2, { kind: 'ai_draft' });
    await answer(q3, { hiddenAt: new Date() });
    await answer(q4, { kind: 'ai_based' });
    expect(await coverageOf(reader.token, course.id, archive.id)).toEqual({
      course: [2, 6],
      archive: [2, 4],
    });

    // A deleted archive's questions leave its course's count.
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, other.archiveId));
    expect((await coverageOf(reader.token, course.id, archive.id)).course).toEqual([2, 4]);
  });

  it('changes with a new answer at the next read, on this replica and on another', async () => {
    const reader = await signedInUser(t);
    const { course, archive, questions } = await archiveWithQuestions(3);
    const [question] = questions;
    if (!question) throw new Error('no question');
    const there = await t.replica();
    // Both replicas keep the lists as ready answers.
    expect(await coverageOf(reader.token, course.id, archive.id)).toEqual({
      course: [0, 3],
      archive: [0, 3],
    });
    expect(await coverageOf(reader.token, course.id, archive.id, there)).toEqual({
      course: [0, 3],
      archive: [0, 3],
    });

    // Written through the API, as a student writes it.
    const written = await answered(t, reader.token, String(archive.id), question.id);
    expect(await coverageOf(reader.token, course.id, archive.id)).toEqual({
      course: [1, 3],
      archive: [1, 3],
    });
    // On PostgreSQL the other replica hears of it when the database delivers the announcement.
    await expect
      .poll(() => coverageOf(reader.token, course.id, archive.id, there))
      .toEqual({ course: [1, 3], archive: [1, 3] });

    // Hiding it (an admin resolving a flag) takes it back out.
    await t.db.update(answers).set({ hiddenAt: new Date() }).where(eq(answers.id, written.id));
    expect(await coverageOf(reader.token, course.id, archive.id)).toEqual({
      course: [0, 3],
      archive: [0, 3],
    });
    await expect
      .poll(() => coverageOf(reader.token, course.id, archive.id, there))
      .toEqual({ course: [0, 3], archive: [0, 3] });
  });
});
