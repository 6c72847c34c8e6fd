import type { AuditAction, AuditTargetType } from '@pastexam/api-contract';
import { and, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { likeLiteral } from '../db/like.ts';
import { type AuditRow, auditLog } from '../db/schema.ts';

export type NewAuditEntry = {
  actorId: number;
  actorName: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetName: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export type AuditFilter = {
  action?: AuditAction | undefined;
  targetType?: AuditTargetType | undefined;
  actor?: string | undefined;
  /** From this moment on, included. */
  since?: Date | undefined;
  /** Before this moment. */
  until?: Date | undefined;
  /** Entries older than this id (the previous page's last). */
  beforeId?: number | undefined;
};

/** Up to `limit` entries matching `filter`, newest first (by id: entries are numbered as they are written). */
export function listAuditEntries(db: Database, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.actor) conditions.push(ilike(auditLog.actorName, `%${likeLiteral(filter.actor)}%`));
  if (filter.since) conditions.push(gte(auditLog.at, filter.since));
  if (filter.until) conditions.push(lt(auditLog.at, filter.until));
  if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** Removes up to `limit` entries older than `days` days; answers how many went. */
export async function deleteAuditOlderThan(db: Database, days: number, limit: number): Promise<number> {
  const expired = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(lt(auditLog.at, sql`now() - make_interval(days => ${days})`))
    .limit(limit);
  const deleted = await db
    .delete(auditLog)
    .where(inArray(auditLog.id, expired))
    .returning({ id: auditLog.id });
  return deleted.length;
}
