import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import {
  practiceAttemptSchema,
  practiceNoteSchema,
  practiceOverviewSchema,
  practiceStartSchema,
  selfGradeInputSchema,
} from '../schemas/practice.ts';

const onArchive = routeGroup({ tags: ['practice'], params: z.object({ aid: idParam }) });
const attempt = routeGroup({ tags: ['practice'], params: z.object({ pid: idParam }) });
const question = routeGroup({ tags: ['practice'], params: z.object({ pid: idParam, qid: idParam }) });

// An attempt is its user's alone: another user's is answered as not found, whoever asks.

export const practiceOverview = onArchive.user('get', '/archives/{aid}/practice', {
  summary: '模擬考：考古題的題數、預設時間與自己的模擬考紀錄（新的在前）',
  responses: { 200: json(practiceOverviewSchema, '模擬考紀錄') },
  errors: ['archive_not_found'],
});

export const startPractice = onArchive.user('post', '/archives/{aid}/practice', {
  summary: '開始模擬考：題目依考古題的順序，解答在結束前不顯示',
  body: { encoding: 'json', schema: practiceStartSchema },
  responses: { 201: json(practiceAttemptSchema, '已開始') },
  errors: ['archive_not_found', 'practice_no_questions', 'practice_running'],
});

export const getPractice = attempt.user('get', '/practice/{pid}', {
  summary: '一次模擬考：剩餘時間、題目與筆記；結束後附上各題最佳解答與自評',
  responses: { 200: json(practiceAttemptSchema, '模擬考') },
  errors: ['practice_not_found'],
});

export const endPractice = attempt.user('post', '/practice/{pid}/end', {
  summary: '結束模擬考（時間到也會自動結束），並將考古題標為已完成',
  responses: { 200: json(practiceAttemptSchema, '已結束，附上各題最佳解答') },
  errors: ['practice_not_found', 'practice_ended'],
});

export const setPracticeNote = question.user('put', '/practice/{pid}/questions/{qid}/note', {
  summary: '寫下一題的筆記（只在模擬考進行中）',
  body: { encoding: 'json', schema: practiceNoteSchema },
  responses: { 200: json(okSchema, '已儲存筆記') },
  errors: ['practice_not_found', 'practice_question_not_found', 'practice_ended'],
});

export const setPracticeMark = question.user('put', '/practice/{pid}/questions/{qid}/mark', {
  summary: '自評一題：會、不確定或不會（模擬考結束後）',
  body: { encoding: 'json', schema: selfGradeInputSchema },
  responses: { 200: json(okSchema, '已儲存自評') },
  errors: ['practice_not_found', 'practice_question_not_found', 'practice_running'],
});
