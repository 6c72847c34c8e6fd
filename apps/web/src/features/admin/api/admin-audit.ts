import { type AuditQuery, routes } from '@pastexam/api-contract';
import type { AuditFilter } from '@pastexam/ui/audit-log';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** The query 操作紀錄's filters ask for: what is left empty narrows nothing. */
export function auditQueryOf(filter: AuditFilter): AuditQuery {
  const query: AuditQuery = {};
  if (filter.action) query.action = filter.action;
  if (filter.targetType) query.target_type = filter.targetType;
  if (filter.actor.trim()) query.actor = filter.actor.trim();
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  return query;
}

/**
 * GET /admin/audit, page after page: newest first, each page from the previous one's cursor. Asked again
 * whenever the tab opens, so a change just made is there.
 */
export const adminAuditQuery = (api: ApiClient, query: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminAudit(query),
    queryFn: ({ signal, pageParam }) =>
      api.callWith(signal, routes.audit.listAudit, {
        query: pageParam === null ? query : { ...query, cursor: pageParam },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 0,
    // A new filter keeps the entries on screen (an opened one stays open) until its own answer arrives.
    placeholderData: keepPreviousData,
  });
