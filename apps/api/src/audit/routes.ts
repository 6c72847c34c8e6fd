import { routes } from '@pastexam/api-contract';
import { type ApiRouter, register } from '../http/register.ts';
import { listAudit } from './service.ts';

/** The admin's 操作紀錄. */
export function registerAuditRoutes(api: ApiRouter) {
  register(api, routes.audit.listAudit, async ({ input, c }) => ({
    status: 200,
    body: await listAudit(c.var.db, input.query),
  }));
}
