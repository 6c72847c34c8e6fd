import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { healthSchema, readinessSchema } from '../schemas/health.ts';

const operations = routeGroup({ tags: ['operations'] });

export const health = operations.guest('get', '/health', {
  summary: '存活檢查：伺服器程序正在執行',
  responses: { 200: json(healthSchema, '正在執行') },
});

export const ready = operations.guest('get', '/ready', {
  summary: '就緒檢查：資料庫與檔案儲存可用、資料庫已更新到最新版本，且伺服器不在停止中',
  responses: { 200: json(readinessSchema, '可以接受請求') },
  // 503 while the server drains or a part does not answer; the detail names which.
  errors: ['not_ready'],
});
