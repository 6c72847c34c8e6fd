import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { aiAnswerRequestListSchema, aiAnswerRequestSchema } from '../schemas/ai-answer.ts';
import { idParam } from '../schemas/common.ts';

const question = z.object({ aid: idParam, qid: idParam });
const aiAnswers = routeGroup({ tags: ['ai-answers'], params: question });
const aiAnswer = routeGroup({
  tags: ['ai-answers'],
  params: question.extend({ id: z.uuid('請求編號不正確') }),
});

export const requestAiAnswer = aiAnswers.user('post', '/archives/{aid}/questions/{qid}/ai-answer', {
  summary: '請 AI 試答：以自己的 Gemini API Key 為這一題產生 AI 草稿（背景執行；同一題進行中時回傳該請求）',
  responses: { 200: json(aiAnswerRequestSchema, '已排入或進行中的請求') },
  errors: ['archive_not_found', 'question_not_found', 'no_api_key', 'ai_answer_rate_limited'],
});

export const listAiAnswers = aiAnswers.user('get', '/archives/{aid}/questions/{qid}/ai-answer', {
  summary: '我對這一題的 AI 試答請求，新到舊',
  responses: { 200: json(aiAnswerRequestListSchema, '請求') },
  errors: ['archive_not_found', 'question_not_found'],
});

export const getAiAnswer = aiAnswer.user('get', '/archives/{aid}/questions/{qid}/ai-answer/{id}', {
  summary: 'AI 試答請求的狀態（他人的請求視為不存在）',
  responses: { 200: json(aiAnswerRequestSchema, '請求') },
  errors: ['ai_answer_not_found'],
});
