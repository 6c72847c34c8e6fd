import {
  announcementBodySchema,
  announcementTitleSchema,
  ENDS_BEFORE_START_MESSAGE,
  endsAfterStart,
} from '@pastexam/api-contract';
import { z } from 'zod';
import { insertAnnouncement } from './repository.ts';
import type { Run } from './run.ts';
import { firstIssue, type LegacyNotification } from './source.ts';

const noticeFields = z
  .object({
    title: announcementTitleSchema,
    body: announcementBodySchema,
  })
  .strip();

/** A notice becomes an announcement: 一般 or 重要 as its severity, on or off, in its window. */
export async function importNotice(run: Run, notice: LegacyNotification) {
  if (notice.deleted_at)
    return run.say('notifications', notice.id, notice.title, 'skipped', '舊系統中已刪除的公告');
  const fields = noticeFields.safeParse(notice);
  if (!fields.success)
    return run.say('notifications', notice.id, notice.title, 'skipped', firstIssue(fields.error));
  const window = { starts_at: notice.starts_at?.toISOString(), ends_at: notice.ends_at?.toISOString() };
  if (!endsAfterStart(window)) {
    return run.say('notifications', notice.id, notice.title, 'skipped', ENDS_BEFORE_START_MESSAGE);
  }
  await run.write('announcement', notice.id, () =>
    insertAnnouncement(run.deps.db, {
      ...fields.data,
      importance: notice.severity === 'danger' ? 'important' : 'normal',
      active: notice.is_active,
      startsAt: notice.starts_at,
      endsAt: notice.ends_at,
      createdAt: notice.created_at,
      updatedAt: notice.created_at,
    }),
  );
  run.report.counts.notifications.imported += 1;
}
