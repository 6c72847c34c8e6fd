import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { defineMaintenanceJob, type JobKind } from '../jobs/kind.ts';
import { purgeOld } from './repository.ts';

export const PURGE_NOTIFICATIONS_KIND = 'purge-notifications';

/** Each user keeps at least their newest NOTIFICATIONS_KEPT notifications … */
export const NOTIFICATIONS_KEPT = 500;
/** … and every one younger than this many days, whichever is more. */
export const NOTIFICATIONS_KEPT_DAYS = 180;

/** Trimming old notifications, queued on start and hourly, so that making one never waits for it. */
export function purgeNotificationsJobKind(deps: { db: Database; logger: Logger }): JobKind {
  return defineMaintenanceJob({
    kind: PURGE_NOTIFICATIONS_KIND,
    interruptedMessage: '清理舊通知時伺服器中斷',
    work: async () => {
      const purged = await purgeOld(deps.db, NOTIFICATIONS_KEPT, NOTIFICATIONS_KEPT_DAYS);
      if (purged > 0)
        deps.logger.info({ event: 'notifications_purged', purged }, 'old notifications were removed');
      return { purged };
    },
  });
}
