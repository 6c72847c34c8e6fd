// 模擬考 (product §4.19): a timed practice on an archive's questions with the answers hidden until it ends,
// resumed with the time it had, graded 會 / 不確定 / 不會 by its user alone, marking the archive 已完成.
import { errorCatalogue, routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { archives, courses, practiceAttempts } from '../db/schema.ts';
import { deckMembers } from '../review/repository.ts';
import { answerableArchive, insertAnswer } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';

const t = useTestApp();
const { practice, progress } = routes;

const onArchive = (aid: number, body: { layout: 'one' | 'all'; minutes?: number } = { layout: 'one' }) => ({
  params: { aid: String(aid) },
  body,
});
const archiveOnly = (aid: number) => ({ params: { aid: String(aid) } });
const attempt = (pid: number) => ({ params: { pid: String(pid) } });
const note = (pid: number, qid: number, text: string) => ({
  params: { pid: String(pid), qid: String(qid) },
  body: { note: text },
});
const mark = (pid: number, qid: number, value: 'known' | 'unsure' | 'unknown') => ({
  params: { pid: String(pid), qid: String(qid) },
  body: { mark: value },
});

/** A reader and an archive of `count` questions, the first of them answered. */
async function practiceSetup(count = 3) {
  const reader = await signedInUser(t);
  const place = await answerableArchive(t, count);
  const [first] = place.questionIds;
  if (first === undefined) throw new Error('no question');
  await insertAnswer(t, { archiveId: place.archiveId, questionId: first, authorId: null, body: '用 DFS 解' });
  return { reader, as: { token: reader.token }, ...place };
}

/** Moves the attempt's deadline `seconds` into the past, as if its time had run out that long ago. */
async function runOut(pid: number, seconds = 60) {
  await t.db
    .update(practiceAttempts)
    .set({
      startedAt: sql`now() - make_interval(secs => ${seconds + 600})`,
      deadlineAt: sql`now() - make_interval(secs => ${seconds})`,
    })
    .where(eq(practiceAttempts.id, pid));
}

describe('starting a 模擬考', () => {
  it('times it by the questions unless the user sets a length, and hides the answers while it runs', async () => {
    const { as, archiveId, courseId, questionIds } = await practiceSetup(3);
    const overview = await t.client().output(practice.practiceOverview, archiveOnly(archiveId), as);
    const [course] = await t.db.select().from(courses).where(eq(courses.id, courseId));
    // The start page names the exam as everywhere: course, year, name and professor.
    expect(overview).toEqual({
      archive: {
        archive_name: '期中考',
        archive_type: 'midterm',
        academic_year: 112,
        professor: '張教授',
        course_id: courseId,
        course_name: course?.name,
      },
      question_count: 3,
      default_minutes: 30,
      attempts: [],
    });

    const started = await t.client().output(practice.startPractice, onArchive(archiveId), as);
    expect(started.questions.map((question) => question.question_id)).toEqual(questionIds);
    expect(started.remaining_seconds).toBeGreaterThan(29 * 60);
    expect(started.remaining_seconds).toBeLessThanOrEqual(30 * 60);
    expect(started.ended_at).toBeNull();
    expect(started.questions.every((question) => question.top_answers.length === 0)).toBe(true);
    // Each question runs to the next one's start.
    expect(started.questions[0]?.region).toEqual({
      page: 1,
      top: 0.1,
      end_page: 1,
      end_top: expect.closeTo(0.3),
    });

    const again = await t.client().refusal(practice.startPractice, onArchive(archiveId), as);
    expect(again).toMatchObject({ status: 409, code: 'practice_running' });
    await t.client().output(practice.endPractice, attempt(started.id), as);
    const timed = await t
      .client()
      .output(practice.startPractice, onArchive(archiveId, { layout: 'all', minutes: 5 }), as);
    expect(timed.layout).toBe('all');
    expect(timed.remaining_seconds).toBeLessThanOrEqual(5 * 60);
    expect(timed.remaining_seconds).toBeGreaterThan(4 * 60);
  });

  it('refuses an archive without questions, a deleted one and a length out of range', async () => {
    const { as } = await practiceSetup(1);
    const course = await insertCourse(t);
    const bare = await insertArchive(t, { courseId: course.id });
    expect(await t.client().refusal(practice.startPractice, onArchive(bare.id), as)).toMatchObject({
      status: 409,
      code: 'practice_no_questions',
      detail: errorCatalogue.practice_no_questions.message,
    });
    const { archiveId } = await answerableArchive(t, 1);
    for (const minutes of [0, 301, 1.5]) {
      const bad = await t
        .client()
        .call(practice.startPractice, onArchive(archiveId, { layout: 'one', minutes }), as);
      expect(bad.status).toBe(400);
    }
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, archiveId));
    expect(await t.client().refusal(practice.startPractice, onArchive(archiveId), as)).toMatchObject({
      code: 'archive_not_found',
    });
    expect(await t.client().output(progress.listMyCompletions, {}, as)).toEqual({ archive_ids: [] });
  });
});

describe('a running 模擬考', () => {
  it('keeps notes and resumes with the time it had left', async () => {
    const { as, archiveId, questionIds } = await practiceSetup(2);
    const [first, second] = questionIds;
    if (first === undefined || second === undefined) throw new Error('no questions');
    const started = await t
      .client()
      .output(practice.startPractice, onArchive(archiveId, { layout: 'one', minutes: 20 }), as);
    await t.client().output(practice.setPracticeNote, note(started.id, second, '先畫圖\n再算'), as);

    const resumed = await t.client().output(practice.getPractice, attempt(started.id), as);
    expect(resumed.questions.map((question) => question.note)).toEqual(['', '先畫圖\n再算']);
    expect(resumed.remaining_seconds).toBeLessThanOrEqual(started.remaining_seconds);
    expect(resumed.remaining_seconds).toBeGreaterThan(19 * 60);
    const overview = await t.client().output(practice.practiceOverview, archiveOnly(archiveId), as);
    expect(overview.attempts).toEqual([
      expect.objectContaining({
        id: started.id,
        ended_at: null,
        counts: { known: 0, unsure: 0, unknown: 0, unmarked: 2 },
      }),
    ]);

    expect(
      await t.client().refusal(practice.setPracticeMark, mark(started.id, first, 'known'), as),
    ).toMatchObject({
      status: 409,
      code: 'practice_running',
    });
    expect(
      await t.client().refusal(practice.setPracticeNote, note(started.id, 2_000_000_000, 'x'), as),
    ).toMatchObject({ status: 404, code: 'practice_question_not_found' });
  });

  it("is its user's alone: another can neither read, note, end nor grade it", async () => {
    const { as, archiveId, questionIds } = await practiceSetup(1);
    const [first] = questionIds;
    if (first === undefined) throw new Error('no question');
    const other = { token: (await signedInUser(t)).token };
    const started = await t.client().output(practice.startPractice, onArchive(archiveId), as);
    const refusals = [
      await t.client().refusal(practice.getPractice, attempt(started.id), other),
      await t.client().refusal(practice.endPractice, attempt(started.id), other),
      await t.client().refusal(practice.setPracticeNote, note(started.id, first, '偷看'), other),
    ];
    for (const refused of refusals) {
      expect(refused).toMatchObject({ status: 404, code: 'practice_not_found' });
      expect(refused.detail).toBe(errorCatalogue.practice_not_found.message);
    }
    await t.client().output(practice.endPractice, attempt(started.id), as);
    expect(
      await t.client().refusal(practice.setPracticeMark, mark(started.id, first, 'known'), other),
    ).toMatchObject({
      code: 'practice_not_found',
    });
    const mine = await t.client().output(practice.getPractice, attempt(started.id), as);
    expect(mine.questions.map((question) => [question.note, question.mark])).toEqual([['', null]]);
    expect(await t.client().output(progress.listMyCompletions, {}, other)).toEqual({ archive_ids: [] });
  });
});

describe('the end of a 模擬考', () => {
  it('shows the top answers, takes the grades, marks the archive 已完成 and lists the counts', async () => {
    const { as, archiveId, questionIds, reader } = await practiceSetup(3);
    const [first, second, third] = questionIds;
    if (first === undefined || second === undefined || third === undefined) throw new Error('no questions');
    const started = await t.client().output(practice.startPractice, onArchive(archiveId), as);
    await t.client().output(practice.setPracticeNote, note(started.id, first, '我的想法'), as);

    const ended = await t.client().output(practice.endPractice, attempt(started.id), as);
    expect(ended.ended_at).not.toBeNull();
    expect(ended.remaining_seconds).toBe(0);
    expect(ended.questions[0]).toMatchObject({
      note: '我的想法',
      top_answers: [expect.objectContaining({ body: '用 DFS 解' })],
    });
    expect(await t.client().output(progress.listMyCompletions, {}, as)).toEqual({ archive_ids: [archiveId] });

    expect(await t.client().refusal(practice.endPractice, attempt(started.id), as)).toMatchObject({
      status: 409,
      code: 'practice_ended',
    });
    expect(
      await t.client().refusal(practice.setPracticeNote, note(started.id, first, '改'), as),
    ).toMatchObject({
      code: 'practice_ended',
    });
    const badMark = await t
      .client()
      .call(
        practice.setPracticeMark,
        { params: { pid: String(started.id), qid: String(first) }, body: { mark: 'maybe' } } as never,
        as,
      );
    expect(badMark.status).toBe(400);

    await t.client().output(practice.setPracticeMark, mark(started.id, first, 'known'), as);
    await t.client().output(practice.setPracticeMark, mark(started.id, second, 'unknown'), as);
    await t.client().output(practice.setPracticeMark, mark(started.id, third, 'unsure'), as);
    await t.client().output(practice.setPracticeMark, mark(started.id, third, 'known'), as);
    const overview = await t.client().output(practice.practiceOverview, archiveOnly(archiveId), as);
    expect(overview.attempts[0]?.counts).toEqual({ known: 2, unsure: 0, unknown: 1, unmarked: 0 });

    // 不會 and 不確定 joined the student's 複習 deck, and stay there once graded 會 again; 會 alone adds nothing.
    expect((await deckMembers(t.db, reader.id)).questionIds.sort()).toEqual([second, third].sort());
  });

  it('comes when the time runs out: the attempt ends at its deadline and the archive is 已完成', async () => {
    const { as, archiveId, questionIds } = await practiceSetup(1);
    const [first] = questionIds;
    if (first === undefined) throw new Error('no question');
    const started = await t.client().output(practice.startPractice, onArchive(archiveId), as);
    await runOut(started.id);

    expect(
      await t.client().refusal(practice.setPracticeNote, note(started.id, first, '太晚了'), as),
    ).toMatchObject({
      code: 'practice_ended',
    });
    const read = await t.client().output(practice.getPractice, attempt(started.id), as);
    expect(read.ended_at).toBe(read.deadline_at);
    expect(read.questions[0]?.note).toBe('');
    expect(read.questions[0]?.top_answers).toHaveLength(1);
    expect(await t.client().output(progress.listMyCompletions, {}, as)).toEqual({ archive_ids: [archiveId] });
    // A new one may start at once.
    await t.client().output(practice.startPractice, onArchive(archiveId), as);
  });
});
