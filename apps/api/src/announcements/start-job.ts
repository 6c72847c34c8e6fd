import type { Database } from '../db/client.ts';
import { defineMaintenanceJob, type JobKind } from '../jobs/kind.ts';
import { ringBegunAnnouncements } from './service.ts';

export const RING_BEGUN_ANNOUNCEMENTS_KIND = 'ring-begun-announcements';

/**
 * How often scheduled announcements are looked at: an important one rings at most this long after it begins.
 * Short, since the look is one indexed statement; not shorter, since each run leaves a finished job row.
 */
export const BEGUN_ANNOUNCEMENTS_EVERY_MS = 5 * 60_000;

/** Rings the bells of important announcements that began since the last run, claimed by one replica. */
export function ringBegunAnnouncementsJobKind(deps: { db: Database }): JobKind {
  return defineMaintenanceJob({
    kind: RING_BEGUN_ANNOUNCEMENTS_KIND,
    interruptedMessage: '通知已開始的重要公告時伺服器中斷',
    work: () => ringBegunAnnouncements(deps.db),
  });
}
