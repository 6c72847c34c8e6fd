import { type AuditQuery, routes } from '@pastexam/api-contract';
import { type AuditFilter, auditFilterDays } from '@pastexam/ui/audit';
import { keepPreviousData } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { cursorPagesQuery } from '../../../lib/cursor-pages.ts';

/** The query 操作紀錄's filters ask for: what is left empty narrows nothing. */
export function auditQueryOf(filter: AuditFilter): AuditQuery {
  const query: AuditQuery = {};
  if (filter.action) query.action = filter.action;
  if (filter.targetType) query.target_type = filter.targetType;
  if (filter.actor.trim()) query.actor = filter.actor.trim();
  const days = auditFilterDays(filter);
  if (days.from) query.from = days.from;
  if (days.to) query.to = days.to;
  return query;
}

/**
 * GET /admin/audit, page after page: newest first, each page from the previous one's cursor. Asked again
 * whenever the tab opens, so a change just made is there.
 */
export const adminAuditQuery = (api: ApiClient, query: AuditQuery) => ({
  ...cursorPagesQuery(queryKeys.adminAudit(query), query, (signal, paged) =>
    api.callWith(signal, routes.audit.listAudit, { query: paged }),
  ),
  // A new filter keeps the entries on screen (an opened one stays open) until its own answer arrives.
  placeholderData: keepPreviousData,
});
