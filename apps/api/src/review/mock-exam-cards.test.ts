// 複習 of mock exams' questions (product §4.20): the owner of a finished mock exam adds its questions to their
// deck; the card shows the question and its answer as the exam keeps them, is scheduled by the same FSRS code,
// and goes with the exam.
import { errorCatalogue, type ReviewCard, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taipeiDay } from '../activity/term.ts';
import { jobs, reviewCards } from '../db/schema.ts';
import { insertFinishedExam } from '../test-support/ai-exam.ts';
import { answerableArchive } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';
import { gradeMemory, newMemory } from './schedule.ts';

const t = useTestApp();
const { review, aiExam } = routes;

const mockMember = (id: string, key: string, inReview = true) => ({
  params: { id, key },
  body: { in_review: inReview },
});
const today = () => ({ query: { day: taipeiDay(new Date()) } });
const mockCards = (cards: readonly ReviewCard[]) =>
  cards.flatMap((card) => (card.kind === 'mock_exam' ? [card] : []));

describe('a mock exam’s question in the deck', () => {
  it('is the owner’s card: its question in front, its answer behind, graded by FSRS like any card', async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const course = await insertCourse(t);
    const taskId = await insertFinishedExam(t, reader.id, course);
    await t.client().output(review.setMockExamQuestionReview, mockMember(taskId, '0-0'), as);
    // Adding it again keeps its one card.
    await t.client().output(review.setMockExamQuestionReview, mockMember(taskId, '0-0'), as);
    expect(await t.client().output(review.listMyReviewDeck, {}, as)).toEqual({
      question_ids: [],
      mock_exam_questions: [{ task_id: taskId, question_key: '0-0' }],
    });

    const queue = await t.client().output(review.getReviewQueue, today(), as);
    expect(queue.due_count).toBe(1);
    const [card] = mockCards(queue.cards);
    expect(card).toMatchObject({
      kind: 'mock_exam',
      task_id: taskId,
      question_key: '0-0',
      exam_title: '演算法模擬試題',
      course_name: course.name,
      is_new: true,
      question: {
        number: '1',
        text: '求 $T(n) = 2T(n/2) + n$ 的漸近上界',
        answer: '$T(n) = \\Theta(n \\log n)$',
      },
    });
    if (!card) throw new Error('the card is not due');

    const before = new Date();
    const graded = await t
      .client()
      .output(review.gradeReviewCard, { params: { cid: String(card.card_id) }, body: { grade: 'good' } }, as);
    const expected = gradeMemory(newMemory(before), 'good', before, null).memory.due;
    expect(Math.abs(new Date(graded.due).getTime() - expected.getTime())).toBeLessThan(60_000);
    expect((await t.client().output(review.getReviewQueue, today(), as)).due_count).toBe(0);

    await t.client().output(review.setMockExamQuestionReview, mockMember(taskId, '0-0', false), as);
    expect((await t.client().output(review.listMyReviewDeck, {}, as)).mock_exam_questions).toEqual([]);
  });

  it('takes only the owner’s finished exam and a question it has; a refusal adds nothing', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const taskId = await insertFinishedExam(t, owner.id);
    const asOther = { token: other.token };
    const asOwner = { token: owner.token };

    const foreign = await t
      .client()
      .refusal(review.setMockExamQuestionReview, mockMember(taskId, '0-0'), asOther);
    expect(foreign).toMatchObject({ status: 404, code: 'task_not_found' });
    expect(foreign.detail).toBe(errorCatalogue.task_not_found.message);
    const missing = await t
      .client()
      .refusal(review.setMockExamQuestionReview, mockMember(taskId, '3-0'), asOwner);
    expect(missing).toMatchObject({ status: 404, code: 'mock_question_not_found' });
    await t.db.update(jobs).set({ status: 'pending', result: null }).where(eq(jobs.id, taskId));
    const unfinished = await t
      .client()
      .refusal(review.setMockExamQuestionReview, mockMember(taskId, '0-0'), asOwner);
    expect(unfinished.code).toBe('mock_question_not_found');
    const malformed = await t
      .client()
      .call(review.setMockExamQuestionReview, mockMember(taskId, 'first'), asOwner);
    expect(malformed.status).toBe(400);
    const guest = await t.client().call(review.setMockExamQuestionReview, mockMember(taskId, '0-0'));
    expect(guest.status).toBe(401);

    const cards = await t.db.select().from(reviewCards).where(eq(reviewCards.mockExamId, taskId));
    expect(cards).toEqual([]);
  });

  it('goes with its mock exam when that is deleted', async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const taskId = await insertFinishedExam(t, reader.id);
    await t.client().output(review.setMockExamQuestionReview, mockMember(taskId, '0-0'), as);
    await t.client().output(review.setMockExamQuestionReview, mockMember(taskId, '0-1'), as);
    expect((await t.client().output(review.getReviewQueue, today(), as)).due_count).toBe(2);

    await t.client().output(aiExam.deleteTask, { params: { id: taskId } }, as);
    expect((await t.client().output(review.getReviewQueue, today(), as)).due_count).toBe(0);
    expect(await t.db.select().from(reviewCards).where(eq(reviewCards.userId, reader.id))).toEqual([]);
  });

  it('is aimed at the exam date of the course the mock exam was made from', async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const course = await insertCourse(t);
    const taskId = await insertFinishedExam(t, reader.id, course);
    await t.client().output(review.setMockExamQuestionReview, mockMember(taskId, '0-1'), as);
    expect((await t.client().output(review.listMyReviewCourses, {}, as)).courses).toEqual([
      { course_id: course.id, course_name: course.name, card_count: 1, exam_date: null },
    ]);
    const tomorrow = taipeiDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await t
      .client()
      .output(
        review.setReviewExamDate,
        { params: { cid: String(course.id) }, body: { exam_date: tomorrow } },
        as,
      );
    const [card] = mockCards((await t.client().output(review.getReviewQueue, today(), as)).cards);
    if (!card) throw new Error('the card is not due');
    const graded = await t
      .client()
      .output(review.gradeReviewCard, { params: { cid: String(card.card_id) }, body: { grade: 'easy' } }, as);
    expect(graded.capped).toBe(true);
    expect(taipeiDay(new Date(graded.due))).toBe(tomorrow);
  });
});

describe('a card', () => {
  it('is of exactly one question: an archive’s or a mock exam’s, never both nor neither', async () => {
    const reader = await signedInUser(t);
    const taskId = await insertFinishedExam(t, reader.id);
    const [questionId] = (await answerableArchive(t, 1)).questionIds;
    const card = { userId: reader.id, source: 'question' as const };
    await expect(
      t.db.insert(reviewCards).values({ ...card, questionId, mockExamId: taskId, mockQuestionKey: '0-0' }),
    ).rejects.toThrow();
    await expect(t.db.insert(reviewCards).values(card)).rejects.toThrow();
    await expect(t.db.insert(reviewCards).values({ ...card, mockExamId: taskId })).rejects.toThrow();
  });
});
