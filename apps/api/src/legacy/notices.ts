import { singleLine } from '@pastexam/api-contract';
import { z } from 'zod';
import type { Run } from './import.ts';
import { insertAnnouncement } from './repository.ts';
import { firstIssue, type LegacyNotification } from './source.ts';

const noticeFields = z
  .object({
    title: singleLine('公告標題').min(1, '請輸入公告標題').max(150, '公告標題最多 150 個字'),
    body: z.string().trim().min(1, '請輸入公告內容'),
  })
  .strip();

/** A notice becomes an announcement: 一般 or 重要 as its severity, on or off, in its window. */
export async function importNotice(run: Run, notice: LegacyNotification) {
  if (notice.deleted_at)
    return run.say('notifications', notice.id, notice.title, 'skipped', '舊系統中已刪除的公告');
  const fields = noticeFields.safeParse(notice);
  if (!fields.success)
    return run.say('notifications', notice.id, notice.title, 'skipped', firstIssue(fields.error));
  if (notice.starts_at && notice.ends_at && notice.ends_at <= notice.starts_at) {
    return run.say('notifications', notice.id, notice.title, 'skipped', '結束時間必須晚於開始時間');
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
