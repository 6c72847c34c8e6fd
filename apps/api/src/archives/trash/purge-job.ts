import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { defineMaintenanceJob, type JobKind } from '../../jobs/kind.ts';
import type { FileStorage } from '../../storage/index.ts';
import { purgeExpiredTrash } from './service.ts';

export const PURGE_TRASH_KIND = 'purge-trash';

/** Purging what has been in the trash longer than TRASH_RETENTION_DAYS, queued on start and hourly. */
export function purgeTrashJobKind(deps: {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  retentionDays: number;
}): JobKind {
  return defineMaintenanceJob({
    kind: PURGE_TRASH_KIND,
    interruptedMessage: '清空垃圾桶時伺服器中斷',
    work: async (signal) => {
      const purged = await purgeExpiredTrash(deps, deps.retentionDays, signal);
      if (purged > 0) deps.logger.info({ event: 'trash_purged', purged }, 'expired archives were purged');
      return { purged };
    },
  });
}
