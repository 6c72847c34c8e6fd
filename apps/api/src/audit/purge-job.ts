import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { defineMaintenanceJob, type JobKind } from '../jobs/kind.ts';
import { purgeExpiredAudit } from './service.ts';

export const PURGE_AUDIT_KIND = 'purge-audit';

/** Removing the audit entries older than AUDIT_RETENTION_DAYS, queued on start and hourly. */
export function purgeAuditJobKind(deps: { db: Database; logger: Logger; retentionDays: number }): JobKind {
  return defineMaintenanceJob({
    kind: PURGE_AUDIT_KIND,
    interruptedMessage: '清理操作紀錄時伺服器中斷',
    work: async (signal) => {
      const purged = await purgeExpiredAudit(deps.db, deps.retentionDays, signal);
      if (purged > 0)
        deps.logger.info({ event: 'audit_purged', purged }, 'expired audit entries were removed');
      return { purged };
    },
  });
}
