import { defineRoute, json } from '../route.ts';
import { healthSchema, readinessSchema } from '../schemas/health.ts';

export const health = defineRoute({
  method: 'get',
  path: '/health',
  tags: ['operations'],
  summary: '存活檢查：伺服器程序正在執行',
  access: 'guest',
  responses: { 200: json(healthSchema, '正在執行') },
  errors: [],
});

export const ready = defineRoute({
  method: 'get',
  path: '/ready',
  tags: ['operations'],
  summary: '就緒檢查：資料庫與檔案儲存可用、資料庫已更新到最新版本，且伺服器不在停止中',
  access: 'guest',
  responses: { 200: json(readinessSchema, '可以接受請求') },
  // 503 while the server drains or a part does not answer; the detail names which.
  errors: ['not_ready'],
});
