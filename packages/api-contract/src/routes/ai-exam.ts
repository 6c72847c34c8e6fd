import { createRoute, z } from '@hono/zod-openapi';
import {
  apiKeyStatusSchema,
  apiKeyUpdateSchema,
  generateRequestSchema,
  generateResponseSchema,
  taskListSchema,
  taskSchema,
} from '../schemas/ai-exam.ts';
import { okSchema } from '../schemas/common.ts';
import { bearer, errors, json, jsonBody } from './helpers.ts';

const taskParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { in: 'path', required: true } }),
});

export const generate = createRoute({
  method: 'post',
  path: '/ai-exam/generate',
  tags: ['ai-exam'],
  summary: '建立 AI 模擬試題任務',
  security: bearer,
  request: { body: jsonBody(generateRequestSchema) },
  responses: { 200: json(generateResponseSchema, '任務已建立'), ...errors(400, 401, 403, 409) },
});

export const getTask = createRoute({
  method: 'get',
  path: '/ai-exam/task/{id}',
  tags: ['ai-exam'],
  summary: '任務狀態（他人或不存在的任務回 not_found）',
  security: bearer,
  request: { params: taskParams },
  responses: { 200: json(taskSchema, '任務'), ...errors(401) },
});

export const listTasks = createRoute({
  method: 'get',
  path: '/ai-exam/tasks',
  tags: ['ai-exam'],
  summary: '自己的任務，新到舊',
  security: bearer,
  responses: { 200: json(taskListSchema, '任務列表'), ...errors(401) },
});

export const deleteTask = createRoute({
  method: 'delete',
  path: '/ai-exam/task/{id}',
  tags: ['ai-exam'],
  summary: '刪除任務',
  security: bearer,
  request: { params: taskParams },
  responses: { 200: json(okSchema, '已刪除'), ...errors(401, 403, 404) },
});

export const getApiKey = createRoute({
  method: 'get',
  path: '/ai-exam/api-key',
  tags: ['ai-exam'],
  summary: 'Gemini API Key 狀態',
  security: bearer,
  responses: { 200: json(apiKeyStatusSchema, '狀態'), ...errors(401) },
});

export const putApiKey = createRoute({
  method: 'put',
  path: '/ai-exam/api-key',
  tags: ['ai-exam'],
  summary: '設定（測試後儲存）或以空字串移除 Gemini API Key',
  security: bearer,
  request: { body: jsonBody(apiKeyUpdateSchema) },
  responses: { 200: json(apiKeyStatusSchema, '狀態'), ...errors(400, 401, 403, 502) },
});
