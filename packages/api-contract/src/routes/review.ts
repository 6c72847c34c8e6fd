import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { questionKeySchema } from '../schemas/ai-exam.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import {
  reviewAddedSchema,
  reviewCourseListSchema,
  reviewDeckSchema,
  reviewExamDateInputSchema,
  reviewGradedSchema,
  reviewGradeInputSchema,
  reviewMembershipSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
} from '../schemas/review.ts';
import { singleLine } from '../schemas/text.ts';

const questions = routeGroup({ tags: ['review'], params: z.object({ qid: idParam }) });
const mockQuestions = routeGroup({
  tags: ['review'],
  params: z.object({ id: singleLine('任務編號', { trim: false }).min(1).max(100), key: questionKeySchema }),
});
const cards = routeGroup({ tags: ['review'], params: z.object({ cid: idParam }) });

// The deck is the reader's alone, like 收藏: set to a state with PUT, never seen by anyone else.

export const setReviewMembership = questions.user('put', '/questions/{qid}/review', {
  summary: '將題目加入或移出複習（已是該狀態時不變）',
  body: { encoding: 'json', schema: reviewMembershipSchema },
  responses: { 200: json(okSchema, '已更新複習') },
  errors: ['question_not_found'],
});

export const setMockExamQuestionReview = mockQuestions.user(
  'put',
  '/ai-exam/task/{id}/questions/{key}/review',
  {
    summary: '將自己的模擬試題中的一題加入或移出複習（已是該狀態時不變；他人的模擬試題回 task_not_found）',
    body: { encoding: 'json', schema: reviewMembershipSchema },
    responses: { 200: json(okSchema, '已更新複習') },
    errors: ['task_not_found', 'mock_question_not_found'],
  },
);

export const listMyReviewDeck = questions.user('get', '/users/me/review/deck', {
  summary: '目前使用者加入複習的題目編號',
  responses: { 200: json(reviewDeckSchema, '複習中的題目編號') },
});

export const addBookmarksToReview = questions.user('post', '/users/me/review/bookmarks', {
  summary: '將我的收藏全部加入複習（已在複習中的題目不變）',
  responses: { 200: json(reviewAddedSchema, '新加入的題目數') },
});

export const getReviewQueue = questions.user('get', '/users/me/review/queue', {
  summary: '今天要複習的題目：到所給的台北日期結束前到期的卡片，最早到期的在前',
  query: reviewQueueQuerySchema,
  responses: { 200: json(reviewQueueSchema, '今天的複習') },
  errors: ['review_day_out_of_range'],
});

export const gradeReviewCard = cards.user('post', '/review/cards/{cid}/grade', {
  summary: '為複習卡片自評（忘記、困難、記得、簡單），依 FSRS 排定下次複習，不晚於課程的考試日期',
  body: { encoding: 'json', schema: reviewGradeInputSchema },
  responses: { 200: json(reviewGradedSchema, '下次複習的時間') },
  errors: ['review_card_not_found'],
});

export const listMyReviewCourses = cards.user('get', '/users/me/review/courses', {
  summary: '複習中的課程，各有卡片數與考試日期',
  responses: { 200: json(reviewCourseListSchema, '複習中的課程') },
});

export const setReviewExamDate = cards.user('put', '/users/me/review/courses/{cid}/exam-date', {
  summary: '設定或清除課程的考試日期：該課程的卡片都不會排在這天之後',
  body: { encoding: 'json', schema: reviewExamDateInputSchema },
  responses: { 200: json(okSchema, '已更新考試日期') },
  errors: ['course_not_found'],
});
