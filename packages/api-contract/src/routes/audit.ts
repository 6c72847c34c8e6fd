import { defineRoute, json } from '../route.ts';
import { auditPageSchema, auditQuerySchema } from '../schemas/audit.ts';

export const listAudit = defineRoute({
  method: 'get',
  path: '/admin/audit',
  tags: ['audit'],
  summary: '操作紀錄：管理員的每項變更與每次刪除，最新的在前，可依動作、對象、操作者與日期篩選（管理員）',
  access: 'admin',
  query: auditQuerySchema,
  responses: { 200: json(auditPageSchema, '一頁紀錄') },
  errors: [],
});
