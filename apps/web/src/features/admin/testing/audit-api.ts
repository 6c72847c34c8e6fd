import { type AuditEntry, routes } from '@pastexam/api-contract';
import { sampleAuditEntries } from '@pastexam/ui/audit/fixtures';
import { matchRoute, type RecordedRequest, type TestResponse } from '../../../testing/test-server.ts';

/** `count` older course creations by 系統管理員, numbered below the samples: the log then has more than a page. */
export function olderEntries(count: number): AuditEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 137 - index,
    at: new Date(Date.UTC(2026, 9, 1) - index * 3_600_000).toISOString(),
    actor_id: 1,
    actor_name: '系統管理員',
    action: 'course.create',
    target_type: 'course',
    target_id: String(1000 + index),
    target_name: `舊課程${index + 1}`,
    before: null,
    after: { id: 1000 + index, name: `舊課程${index + 1}`, category: 'general' },
  }));
}

/**
 * GET /admin/audit over `entries` (newest first), as the server answers it: narrowed by action, record kind and
 * actor, `limit` a page, each page after the previous one's cursor.
 */
export function createAuditApi(
  entries: readonly AuditEntry[] = [...sampleAuditEntries, ...olderEntries(56)],
) {
  return {
    handle(request: RecordedRequest): TestResponse | null {
      if (!matchRoute(routes.audit.listAudit, request)) return null;
      const query = new URL(request.path, 'http://test').searchParams;
      const cursor = query.get('cursor');
      const limit = Number(query.get('limit') ?? 50);
      const matching = entries.filter(
        (entry) =>
          (!query.get('action') || entry.action === query.get('action')) &&
          (!query.get('target_type') || entry.target_type === query.get('target_type')) &&
          entry.actor_name.includes(query.get('actor') ?? '') &&
          (cursor === null || entry.id < Number(cursor)),
      );
      const items = matching.slice(0, limit);
      const last = items.at(-1);
      const next_cursor = matching.length > limit && last ? String(last.id) : null;
      return { status: 200, body: { items, next_cursor } };
    },
  };
}
