import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import {
  apiKeyStatusSchema,
  apiKeyUpdateSchema,
  generateRequestSchema,
  generateResponseSchema,
  taskPageQuerySchema,
  taskPageSchema,
  taskSchema,
  taskUpdateSchema,
} from '../schemas/ai-exam.ts';
import { okSchema } from '../schemas/common.ts';
import { singleLine } from '../schemas/text.ts';

const aiExam = routeGroup({
  tags: ['ai-exam'],
  params: z.object({ id: singleLine('任務編號', { trim: false }).min(1).max(100) }),
});

export const generate = aiExam.user('post', '/ai-exam/generate', {
  summary: '建立 AI 模擬試題任務',
  body: { encoding: 'json', schema: generateRequestSchema },
  responses: { 200: json(generateResponseSchema, '任務已建立') },
  errors: [
    'no_api_key',
    'duplicate_archives',
    'exam_archive_not_found',
    'archive_type_not_allowed',
    'mixed_courses',
    'task_conflict',
  ],
});

export const getTask = aiExam.user('get', '/ai-exam/task/{id}', {
  summary: '任務狀態（他人或不存在的任務回 not_found）',
  responses: { 200: json(taskSchema, '任務') },
});

export const listTasks = aiExam.user('get', '/ai-exam/tasks', {
  summary: '我的模擬試題：自己的任務，新到舊，分頁',
  query: taskPageQuerySchema,
  responses: { 200: json(taskPageSchema, '一頁任務') },
});

export const updateTask = aiExam.user('patch', '/ai-exam/task/{id}', {
  summary: '重新命名任務，或標記題目 會／不會',
  body: { encoding: 'json', schema: taskUpdateSchema },
  responses: { 200: json(taskSchema, '任務') },
  errors: ['task_not_found', 'exam_question_not_found'],
});

export const deleteTask = aiExam.user('delete', '/ai-exam/task/{id}', {
  summary: '刪除任務',
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['task_not_found'],
});

export const getApiKey = aiExam.user('get', '/ai-exam/api-key', {
  summary: 'Gemini API Key 狀態',
  responses: { 200: json(apiKeyStatusSchema, '狀態') },
});

export const putApiKey = aiExam.user('put', '/ai-exam/api-key', {
  summary: '設定（測試後儲存）或以空字串移除 Gemini API Key',
  body: { encoding: 'json', schema: apiKeyUpdateSchema },
  responses: { 200: json(apiKeyStatusSchema, '狀態') },
  errors: ['invalid_api_key', 'provider_unavailable'],
});
