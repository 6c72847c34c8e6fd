import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { fail, type Refusal } from '../refusal.ts';
import { recordArchiveView as recordView } from './archive-views.ts';
import { downloadTallyOf } from './download-tally.ts';
import { recordVisit } from './repository.ts';
import { taipeiDay } from './term.ts';

/** Notes that the user opened the course, for their 最近瀏覽的課程. */
export async function recordCourseVisit(
  db: Database,
  userId: number,
  courseId: number,
): Promise<true | Refusal<'course_not_found'>> {
  return (await recordVisit(db, userId, courseId)) || fail('course_not_found');
}

/** Notes that the user previewed the archive, for their 最近瀏覽的考古題. */
export async function recordArchiveView(
  db: Database,
  userId: number,
  archiveId: number,
): Promise<true | Refusal<'archive_not_found'>> {
  return (await recordView(db, userId, archiveId)) || fail('archive_not_found');
}

/**
 * A counted download: the archive's counter and its downloads of the day, and the user's visit of its course,
 * written behind the answer with the downloads that arrive meanwhile (download-tally.ts). This process's next
 * read waits for the write (`writesBehind`); `logger` says what could not be written.
 */
export function recordDownload(
  db: Database,
  logger: Logger,
  download: { userId: number; courseId: number; archiveId: number },
  now = new Date(),
): void {
  downloadTallyOf(db, logger).count({ ...download, day: taipeiDay(now) });
}
