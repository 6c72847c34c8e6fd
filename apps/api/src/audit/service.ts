import {
  type AuditEntry,
  type AuditPage,
  auditEntrySchema,
  type auditQuerySchema,
} from '@pastexam/api-contract';
import type { z } from 'zod';
import { taipeiMidnight } from '../activity/term.ts';
import type { Database } from '../db/client.ts';
import type { AuditRow } from '../db/schema.ts';
import { deleteAuditOlderThan, listAuditEntries } from './repository.ts';

type ParsedQuery = z.output<typeof auditQuerySchema>;

const DAY_MS = 86_400_000;

/** A stored entry as the API shows it, read through the contract's schema like anything from storage. */
function toApiEntry(row: AuditRow): AuditEntry {
  return auditEntrySchema.parse({
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_name: row.actorName,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_name: row.targetName,
    before: row.before ?? null,
    after: row.after ?? null,
  });
}

/** One page of 操作紀錄, newest first, narrowed by the query's filters. */
export async function listAudit(db: Database, query: ParsedQuery): Promise<AuditPage> {
  const rows = await listAuditEntries(
    db,
    {
      action: query.action,
      targetType: query.target_type,
      actor: query.actor || undefined,
      since: query.from ? taipeiMidnight(query.from) : undefined,
      until: query.to ? new Date(taipeiMidnight(query.to).getTime() + DAY_MS) : undefined,
      beforeId: query.cursor === undefined ? undefined : Number(query.cursor),
    },
    query.limit + 1,
  );
  const items = rows.slice(0, query.limit).map(toApiEntry);
  const last = items.at(-1);
  return { items, next_cursor: rows.length > query.limit && last ? String(last.id) : null };
}

/** Removes, batch by batch, the entries older than `retentionDays`; answers how many. */
export async function purgeExpiredAudit(db: Database, retentionDays: number, signal?: AbortSignal) {
  let purged = 0;
  for (;;) {
    signal?.throwIfAborted();
    const removed = await deleteAuditOlderThan(db, retentionDays, 1000);
    purged += removed;
    if (removed < 1000) return purged;
  }
}
