import { z } from 'zod';
import { defineRoute, json } from '../route.ts';
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

const taskParams = z.object({ id: singleLine('任務編號', { trim: false }).min(1).max(100) });

export const generate = defineRoute({
  method: 'post',
  path: '/ai-exam/generate',
  tags: ['ai-exam'],
  summary: '建立 AI 模擬試題任務',
  access: 'user',
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

export const getTask = defineRoute({
  method: 'get',
  path: '/ai-exam/task/{id}',
  tags: ['ai-exam'],
  summary: '任務狀態（他人或不存在的任務回 not_found）',
  access: 'user',
  params: taskParams,
  responses: { 200: json(taskSchema, '任務') },
  errors: [],
});

export const listTasks = defineRoute({
  method: 'get',
  path: '/ai-exam/tasks',
  tags: ['ai-exam'],
  summary: '我的模擬試題：自己的任務，新到舊，分頁',
  access: 'user',
  query: taskPageQuerySchema,
  responses: { 200: json(taskPageSchema, '一頁任務') },
  errors: [],
});

export const updateTask = defineRoute({
  method: 'patch',
  path: '/ai-exam/task/{id}',
  tags: ['ai-exam'],
  summary: '重新命名任務，或標記題目 會／不會',
  access: 'user',
  params: taskParams,
  body: { encoding: 'json', schema: taskUpdateSchema },
  responses: { 200: json(taskSchema, '任務') },
  errors: ['task_not_found', 'exam_question_not_found'],
});

export const deleteTask = defineRoute({
  method: 'delete',
  path: '/ai-exam/task/{id}',
  tags: ['ai-exam'],
  summary: '刪除任務',
  access: 'user',
  params: taskParams,
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['task_not_found'],
});

export const getApiKey = defineRoute({
  method: 'get',
  path: '/ai-exam/api-key',
  tags: ['ai-exam'],
  summary: 'Gemini API Key 狀態',
  access: 'user',
  responses: { 200: json(apiKeyStatusSchema, '狀態') },
  errors: [],
});

export const putApiKey = defineRoute({
  method: 'put',
  path: '/ai-exam/api-key',
  tags: ['ai-exam'],
  summary: '設定（測試後儲存）或以空字串移除 Gemini API Key',
  access: 'user',
  body: { encoding: 'json', schema: apiKeyUpdateSchema },
  responses: { 200: json(apiKeyStatusSchema, '狀態') },
  errors: ['invalid_api_key', 'provider_unavailable'],
});
