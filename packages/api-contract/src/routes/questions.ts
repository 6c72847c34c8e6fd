import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam } from '../schemas/common.ts';
import {
  questionHistorySchema,
  questionListSchema,
  questionMoveSchema,
  questionNewSchema,
  questionRenameSchema,
} from '../schemas/question.ts';
import { similarQuestionListSchema } from '../schemas/similar-question.ts';

const questions = routeGroup({ tags: ['questions'], params: z.object({ aid: idParam }) });
const question = routeGroup({ tags: ['questions'], params: z.object({ aid: idParam, qid: idParam }) });

/** What every change to an archive's questions may be refused with. */
const CHANGE_ERRORS = ['archive_not_found', 'questions_locked', 'question_rate_limited'] as const;

export const listQuestions = questions.user('get', '/archives/{aid}/questions', {
  summary:
    '考古題的題目：依順序，每題從哪一頁的哪個高度開始，是系統找到的建議還是已確認；是否已鎖定，以及讀者可否修改、鎖定',
  responses: { 200: json(questionListSchema, '題目，依順序') },
  errors: ['archive_not_found'],
});

export const addQuestion = questions.user('post', '/archives/{aid}/questions', {
  summary: '新增題目起點（任何已登入的使用者；未命名時自動編號為「第 n 題」）',
  body: { encoding: 'json', schema: questionNewSchema },
  responses: { 201: json(questionListSchema, '新增後的題目，重新編號') },
  errors: [...CHANGE_ERRORS],
});

export const moveQuestion = question.user('post', '/archives/{aid}/questions/{qid}/move', {
  summary: '移動題目起點到另一頁或另一個高度；建議的起點因此確認',
  body: { encoding: 'json', schema: questionMoveSchema },
  responses: { 200: json(questionListSchema, '移動後的題目，重新編號') },
  errors: [...CHANGE_ERRORS, 'question_not_found'],
});

export const renameQuestion = question.user('post', '/archives/{aid}/questions/{qid}/rename', {
  summary: '為題目命名（之後不再自動編號）；建議的起點因此確認',
  body: { encoding: 'json', schema: questionRenameSchema },
  responses: { 200: json(questionListSchema, '命名後的題目') },
  errors: [...CHANGE_ERRORS, 'question_not_found'],
});

export const confirmQuestion = question.user('post', '/archives/{aid}/questions/{qid}/confirm', {
  summary: '確認一個建議的題目起點',
  responses: { 200: json(questionListSchema, '確認後的題目') },
  errors: [...CHANGE_ERRORS, 'question_not_found'],
});

export const confirmAllQuestions = questions.user('post', '/archives/{aid}/questions/confirm', {
  summary: '確認考古題所有建議的題目起點',
  responses: { 200: json(questionListSchema, '確認後的題目') },
  errors: [...CHANGE_ERRORS],
});

export const removeQuestion = question.user('delete', '/archives/{aid}/questions/{qid}', {
  summary: '刪除題目起點（已有解答的題目不能刪除，請改為移動）；其後的題目重新編號',
  responses: { 200: json(questionListSchema, '刪除後的題目，重新編號') },
  errors: [...CHANGE_ERRORS, 'question_not_found', 'question_has_answers'],
});

export const questionHistory = questions.user('get', '/archives/{aid}/questions/history', {
  summary: '題目的編輯紀錄：誰在何時新增、移動、命名、確認或刪除了哪一題，以及修改前後，最新的在前',
  responses: { 200: json(questionHistorySchema, '編輯紀錄，最新的在前') },
  errors: ['archive_not_found'],
});

export const lockQuestions = questions.admin('put', '/archives/{aid}/question-lock', {
  summary: '鎖定考古題的題目（管理員）：解除鎖定前，任何人（管理員也是）都不能修改',
  responses: { 200: json(questionListSchema, '鎖定後的題目') },
  errors: ['archive_not_found'],
});

export const unlockQuestions = questions.admin('delete', '/archives/{aid}/question-lock', {
  summary: '解除考古題題目的鎖定（管理員）',
  responses: { 200: json(questionListSchema, '解除鎖定後的題目') },
  errors: ['archive_not_found'],
});

export const similarQuestions = question.user('get', '/archives/{aid}/questions/{qid}/similar', {
  summary:
    '相似題：系裡其他考古題中文字與這一題相近（達門檻）的題目，最相近的在前，附考古題、學年度與相似度；同一課程的相似題表示這一題重複出現',
  responses: { 200: json(similarQuestionListSchema, '相似題，最相近的在前') },
  errors: ['archive_not_found', 'question_not_found'],
});
