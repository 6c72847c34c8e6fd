import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { auditPageSchema, auditQuerySchema } from '../schemas/audit.ts';

const audit = routeGroup({ tags: ['audit'] });

export const listAudit = audit.admin('get', '/admin/audit', {
  summary: '操作紀錄：管理員的每項變更與每次刪除，最新的在前，可依動作、對象、操作者與日期篩選（管理員）',
  query: auditQuerySchema,
  responses: { 200: json(auditPageSchema, '一頁紀錄') },
});
