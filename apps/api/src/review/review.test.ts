// 複習 (product §4.13): each reader's own deck of questions, scheduled by FSRS from their self-grades and aimed at
// their course's exam date; today's queue is the reader's Taipei day.
import { errorCatalogue, type ReviewCard, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { taipeiDay } from '../activity/term.ts';
import { archives, reviewCards } from '../db/schema.ts';
import { answerableArchive, answered, insertAnswer } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { gradeMemory, newMemory } from './schedule.ts';
import { addToReviewDeck, gradeCard, reviewQueue, setReviewExamDate } from './service.ts';

const t = useTestApp();
const { review, progress } = routes;
const DAY = 24 * 60 * 60 * 1000;

const member = (qid: number, inReview = true) => ({
  params: { qid: String(qid) },
  body: { in_review: inReview },
});
const today = () => ({ query: { day: taipeiDay(new Date()) } });
const dayAfter = (days: number) => ({ query: { day: taipeiDay(new Date(Date.now() + days * DAY)) } });
const grade = (cid: number, g: 'again' | 'hard' | 'good' | 'easy') => ({
  params: { cid: String(cid) },
  body: { grade: g },
});

const questionCards = (cards: readonly ReviewCard[]) =>
  cards.flatMap((card) => (card.kind === 'question' ? [card] : []));

async function userRow(id: number) {
  const row = await t.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, id) });
  if (!row) throw new Error('no user');
  return row;
}

describe('the deck', () => {
  it('takes a question once: adding it again, alone or in bulk, keeps its card and schedule', async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const place = await answerableArchive(t, 3);
    const [first, second, third] = place.questionIds;
    if (first === undefined || second === undefined || third === undefined) throw new Error('no questions');
    await t.client().output(review.setReviewMembership, member(first), as);
    const [card] = (await t.client().output(review.getReviewQueue, today(), as)).cards;
    if (!card) throw new Error('the card is not due');
    await t.client().output(review.gradeReviewCard, grade(card.card_id, 'easy'), as);

    await t.client().output(review.setReviewMembership, member(first), as);
    expect(await addToReviewDeck(t.db, reader.id, [first, second, second], 'practice')).toBe(1);
    expect(await addToReviewDeck(t.db, reader.id, [first, second], 'practice')).toBe(0);
    await t
      .client()
      .output(progress.setBookmark, { params: { qid: String(third) }, body: { bookmarked: true } }, as);
    await t
      .client()
      .output(progress.setBookmark, { params: { qid: String(first) }, body: { bookmarked: true } }, as);
    expect(await t.client().output(review.addBookmarksToReview, {}, as)).toEqual({ added: 1 });
    expect(await t.client().output(review.addBookmarksToReview, {}, as)).toEqual({ added: 0 });

    expect(await t.client().output(review.listMyReviewDeck, {}, as)).toEqual({
      question_ids: [first, second, third].sort((a, b) => a - b),
      mock_exam_questions: [],
    });
    // The first, graded 簡單, is not due today; the other two are new and are.
    const queue = await t.client().output(review.getReviewQueue, today(), as);
    expect(
      questionCards(queue.cards)
        .map((c) => c.question_id)
        .sort((a, b) => a - b),
    ).toEqual([second, third].sort((a, b) => a - b));
    expect(queue.due_count).toBe(2);
    const rows = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, reader.id));
    expect(rows.find((row) => row.questionId === first)).toMatchObject({ source: 'question', reps: 1 });

    await t.client().output(review.setReviewMembership, member(second, false), as);
    await t.client().output(review.setReviewMembership, member(second, false), as);
    expect((await t.client().output(review.listMyReviewDeck, {}, as)).question_ids).not.toContain(second);
  });

  it("is one reader's own: another neither sees its cards nor grades them", async () => {
    const [owner, other] = [await signedInUser(t), await signedInUser(t)];
    const { questionIds } = await answerableArchive(t, 1);
    const [question] = questionIds;
    if (question === undefined) throw new Error('no question');
    await t.client().output(review.setReviewMembership, member(question), { token: owner.token });
    const [card] = (await t.client().output(review.getReviewQueue, today(), { token: owner.token })).cards;
    if (!card) throw new Error('no card');

    expect(await t.client().output(review.getReviewQueue, today(), { token: other.token })).toMatchObject({
      due_count: 0,
      cards: [],
    });
    expect(await t.client().output(review.listMyReviewDeck, {}, { token: other.token })).toEqual({
      question_ids: [],
      mock_exam_questions: [],
    });
    const refused = await t.client().refusal(review.gradeReviewCard, grade(card.card_id, 'easy'), {
      token: other.token,
    });
    expect(refused).toMatchObject({ status: 404, code: 'review_card_not_found' });
    await t.client().output(review.setReviewMembership, member(question, false), { token: other.token });
    const still = await t.client().output(review.getReviewQueue, today(), { token: owner.token });
    expect(still.cards.map((c) => c.card_id)).toEqual([card.card_id]);
    expect(still.cards[0]?.is_new).toBe(true);

    for (const call of [
      t.client().call(review.setReviewMembership, member(question)),
      t.client().call(review.getReviewQueue, today()),
      t.client().call(review.gradeReviewCard, grade(card.card_id, 'good')),
      t.client().call(review.addBookmarksToReview, {}),
    ])
      expect((await call).status).toBe(401);
  });

  it('refuses what does not exist, a day far from today and a grade it does not know, changing nothing', async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const missing = await t.client().refusal(review.setReviewMembership, member(2_000_000_000), as);
    expect(missing).toMatchObject({ status: 404, code: 'question_not_found' });
    const { archiveId, questionIds } = await answerableArchive(t, 1);
    const [question] = questionIds;
    if (question === undefined) throw new Error('no question');
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, archiveId));
    expect((await t.client().refusal(review.setReviewMembership, member(question), as)).code).toBe(
      'question_not_found',
    );

    const far = await t.client().refusal(review.getReviewQueue, dayAfter(30), as);
    expect(far).toMatchObject({ status: 400, code: 'review_day_out_of_range' });
    expect(far.detail).toBe(errorCatalogue.review_day_out_of_range.message);
    const malformed = await t.client().call(review.getReviewQueue, { query: { day: '2026-02-30' } }, as);
    expect(malformed.status).toBe(400);

    const live = (await answerableArchive(t, 1)).questionIds[0] ?? 0;
    await t.client().output(review.setReviewMembership, member(live), as);
    const [card] = (await t.client().output(review.getReviewQueue, today(), as)).cards;
    if (!card) throw new Error('no card');
    const raw = await t.client().request('POST', `/api/review/cards/${card.card_id}/grade`, {
      headers: {
        authorization: `Bearer ${reader.token}`,
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=x',
        'X-XSRF-TOKEN': 'x',
      },
      body: JSON.stringify({ grade: 'perfect' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: 'invalid_input' });
    const [row] = await t.db.select().from(reviewCards).where(eq(reviewCards.id, card.card_id));
    expect(row?.reps).toBe(0);
    const noCourse = await t
      .client()
      .refusal(
        review.setReviewExamDate,
        { params: { cid: '2000000000' }, body: { exam_date: '2027-01-10' } },
        as,
      );
    expect(noCourse.code).toBe('course_not_found');
  });
});

describe('the schedule (FSRS, ts-fsrs)', () => {
  it("gives a new card ts-fsrs's documented first stabilities: the default weights w0…w3, one per grade", () => {
    const now = new Date('2026-11-30T02:00:00Z');
    const first = (g: 'again' | 'hard' | 'good' | 'easy') => gradeMemory(newMemory(now), g, now, null).memory;
    // FSRS-6's default w[0..3] (ts-fsrs README, `generatorParameters()`): the stability after a first grade.
    expect(first('again').stability).toBeCloseTo(0.212, 4);
    expect(first('hard').stability).toBeCloseTo(1.2931, 4);
    expect(first('good').stability).toBeCloseTo(2.3065, 4);
    expect(first('easy').stability).toBeCloseTo(8.2956, 4);
    // 忘記 brings it back the next day; 簡單 after eight days.
    expect(first('again').due.getTime() - now.getTime()).toBe(DAY);
    expect(first('easy').due.getTime() - now.getTime()).toBe(8 * DAY);
  });

  it('stores and reads back the memory so a run of grades ends where ts-fsrs alone ends it', async () => {
    const reader = await signedInUser(t);
    const { questionIds } = await answerableArchive(t, 1);
    const [question] = questionIds;
    if (question === undefined) throw new Error('no question');
    let now = new Date('2026-11-30T02:00:00Z');
    await addToReviewDeck(t.db, reader.id, [question], 'question', now);
    const [row] = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, reader.id));
    if (!row) throw new Error('no card');

    const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });
    let expected = createEmptyCard(now);
    const run = [
      ['good', Rating.Good],
      ['again', Rating.Again],
      ['hard', Rating.Hard],
      ['easy', Rating.Easy],
    ] as const;
    for (const [ours, theirs] of run) {
      const graded = await gradeCard(t.db, reader.id, row.id, ours, now);
      expected = scheduler.next(expected, now, theirs).card;
      if (!('due' in graded)) throw new Error('refused');
      expect(graded.due).toBe(expected.due.toISOString());
      now = expected.due;
    }
    const [after] = await t.db.select().from(reviewCards).where(eq(reviewCards.id, row.id));
    expect(after).toMatchObject({ reps: 4, lapses: 1, state: expected.state });
    expect(after?.stability).toBeCloseTo(expected.stability, 9);
    expect(after?.difficulty).toBeCloseTo(expected.difficulty, 9);
  });

  it('puts a card graded 忘記 in tomorrow’s queue, not today’s', async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const { questionIds } = await answerableArchive(t, 1);
    await t.client().output(review.setReviewMembership, member(questionIds[0] ?? 0), as);
    const [card] = (await t.client().output(review.getReviewQueue, today(), as)).cards;
    if (!card) throw new Error('no card');
    await t.client().output(review.gradeReviewCard, grade(card.card_id, 'again'), as);
    expect((await t.client().output(review.getReviewQueue, today(), as)).cards).toEqual([]);
    const tomorrow = await t.client().output(review.getReviewQueue, dayAfter(1), as);
    expect(tomorrow.cards.map((c) => c.card_id)).toEqual([card.card_id]);
    expect(tomorrow.cards[0]?.is_new).toBe(false);
  });
});

describe('the exam date (考試日期)', () => {
  it('never schedules a card of the course after the start of its exam day, in Taipei', async () => {
    const reader = await signedInUser(t);
    const { courseId, questionIds } = await answerableArchive(t, 2);
    const [first, second] = questionIds;
    if (first === undefined || second === undefined) throw new Error('no questions');
    const now = new Date('2026-11-30T02:00:00Z');
    await addToReviewDeck(t.db, reader.id, [first, second], 'question', now);
    const cards = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, reader.id));
    const cardOf = (q: number) => cards.find((c) => c.questionId === q)?.id ?? 0;

    // 簡單 would be eight days off (8 December); the exam is on 4 December.
    const before = await gradeCard(t.db, reader.id, cardOf(first), 'easy', now);
    expect(before).toMatchObject({ due: '2026-12-08T02:00:00.000Z', capped: false });
    expect(await setReviewExamDate(t.db, reader.id, courseId, '2026-12-04', now)).toBe(true);
    const [moved] = await t.db
      .select()
      .from(reviewCards)
      .where(eq(reviewCards.id, cardOf(first)));
    expect(moved?.due.toISOString()).toBe('2026-12-03T16:00:00.000Z');

    const capped = await gradeCard(t.db, reader.id, cardOf(second), 'easy', now);
    expect(capped).toEqual({ due: '2026-12-03T16:00:00.000Z', capped: true });
    // 忘記's next day is before the exam: untouched.
    const early = await gradeCard(t.db, reader.id, cardOf(second), 'again', now);
    expect(early).toEqual({ due: '2026-12-01T02:00:00.000Z', capped: false });
    // On the exam day itself FSRS alone decides.
    const onTheDay = new Date('2026-12-04T01:00:00Z');
    const after = await gradeCard(t.db, reader.id, cardOf(first), 'good', onTheDay);
    expect(after).toMatchObject({ capped: false });

    const courses = await t.client().output(review.listMyReviewCourses, {}, { token: reader.token });
    expect(courses.courses).toEqual([
      expect.objectContaining({ course_id: courseId, card_count: 2, exam_date: '2026-12-04' }),
    ]);
    await t
      .client()
      .output(
        review.setReviewExamDate,
        { params: { cid: String(courseId) }, body: { exam_date: null } },
        { token: reader.token },
      );
    expect(
      (await t.client().output(review.listMyReviewCourses, {}, { token: reader.token })).courses[0],
    ).toMatchObject({
      exam_date: null,
    });
  });
});

describe("today's queue", () => {
  it('shows each card with its place and the top answer the reader may see', async () => {
    const reader = await signedInUser(t);
    const writer = await signedInUser(t);
    const place = await answerableArchive(t, 2);
    const [first, second] = place.questionIds;
    if (first === undefined || second === undefined) throw new Error('no questions');
    await answered(t, writer.token, place.aid, first, '第一個解答');
    await insertAnswer(t, {
      archiveId: place.archiveId,
      questionId: first,
      authorId: null,
      body: '被隱藏的',
      hiddenAt: new Date(),
    });
    await addToReviewDeck(t.db, reader.id, [first, second], 'question');
    const queue = await t.client().output(review.getReviewQueue, today(), { token: reader.token });
    const byQuestion = new Map(questionCards(queue.cards).map((c) => [c.question_id, c]));
    // Each question's region runs from its start to the next one's (the last, to the end of its page).
    expect(byQuestion.get(first)).toMatchObject({
      kind: 'question',
      question_name: '第 1 題',
      region: { page: 1, top: 0.1, end_page: 1, end_top: expect.closeTo(0.3) },
      archive_id: place.archiveId,
      course_id: place.courseId,
      is_new: true,
      top_answer: { kind: 'human', body: '第一個解答' },
    });
    expect(byQuestion.get(second)?.top_answer).toBeNull();
    expect(byQuestion.get(second)?.region).toEqual({
      page: 1,
      top: expect.closeTo(0.3),
      end_page: 1,
      end_top: 1,
    });
    const direct = await reviewQueue(t.db, await userRow(reader.id), taipeiDay(new Date()));
    expect('cards' in direct && direct.cards.length).toBe(2);
  });
});
