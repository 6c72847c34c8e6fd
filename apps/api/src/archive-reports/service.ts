import {
  ARCHIVE_PAGE_LINK,
  ARCHIVE_REPORT_RATE_LIMIT,
  type ArchiveReportCreated,
  type ArchiveReportOutcome,
  type ArchiveReportReason,
  MY_REPORTS_LINK,
  type MyArchiveReportList,
  RESOLVED_FLAGS_SHOWN,
  type ReportedArchive,
  type ReportedArchiveList,
} from '@pastexam/api-contract';
import type { Logger } from 'pino';
import { findArchiveWithCourse } from '../archives/repository.ts';
import { deleteArchive } from '../archives/service.ts';
import { purgeArchive } from '../archives/trash/service.ts';
import type { Database, Queryable } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import type { ArchiveRow, UserRow } from '../db/schema.ts';
import { overLimit, type RateLimited } from '../discussion/rate-limit.ts';
import { notifyUsers } from '../notifications/service.ts';
import { say } from '../notifications/wording.ts';
import { fail, Refusal } from '../refusal.ts';
import type { FileStorage } from '../storage/index.ts';
import { reportWording } from './notice-text.ts';
import {
  closeReports,
  insertReport,
  lockOpenGroup,
  markOutcomesSeen,
  openReports,
  reportedRows,
  reportsById,
  reportsOf,
  resolvedReports,
} from './repository.ts';
import { groupReports, reportersOfResolvedGroup, toMyReport } from './serialize.ts';

/** Reports listed in 我的檢舉 at most. */
const MY_REPORTS_SHOWN = 100;
/** Resolved reports read to make RESOLVED_FLAGS_SHOWN groups of: 檢舉 shows as many of each. */
const RESOLVED_REPORTS_READ = RESOLVED_FLAGS_SHOWN * 10;

/**
 * Reports a problem with an archive (product §4.16): one open report per user, archive and reason, at most
 * ARCHIVE_REPORT_RATE_LIMIT.count in ARCHIVE_REPORT_RATE_LIMIT.seconds (the answers' limit, counted with the
 * reporter's row locked, so replicas agree). An archive in the trash, or of a deleted course, is not found.
 */
export async function reportArchive(
  db: Database,
  reporterId: number,
  archiveId: number,
  input: { reason: ArchiveReportReason; note: string | null },
): Promise<
  | ArchiveReportCreated
  | Refusal<'archive_not_found' | 'duplicate_archive_report'>
  | RateLimited<'archive_report_rate_limited'>
> {
  try {
    return await db.transaction(async (tx) => {
      const found = await findArchiveWithCourse(tx, archiveId);
      if (!found || found.archive.deletedAt || found.course.deletedAt) return fail('archive_not_found');
      const limited = await overLimit(
        tx,
        'archive_report_rate_limited',
        reportedRows,
        reporterId,
        ARCHIVE_REPORT_RATE_LIMIT,
      );
      if (limited) return limited;
      const note = input.note === '' ? null : input.note;
      const row = await insertReport(tx, { archive: found.archive, reporterId, reason: input.reason, note });
      return { id: row.id, reason: row.reason, created_at: row.createdAt.toISOString() };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'archive_reports_open_once_idx') return fail('duplicate_archive_report');
    throw error;
  }
}

/** 檢舉's exam reports: open ones grouped by archive and reason, newest first; or the latest resolutions. */
export async function listArchiveReports(
  db: Database,
  state: 'open' | 'resolved',
): Promise<ReportedArchiveList> {
  if (state === 'open') return { groups: groupReports(await openReports(db)) };
  const groups = groupReports(await resolvedReports(db, RESOLVED_REPORTS_READ));
  return { groups: groups.slice(0, RESOLVED_FLAGS_SHOWN) };
}

/** The open reports of the archive for `reason`, as 檢舉 shows them; null when there are none. */
export async function openGroupOf(
  db: Database,
  archiveId: number,
  reason: ArchiveReportReason,
): Promise<ReportedArchive | null> {
  return groupReports(await openReports(db, { archiveId, reason }))[0] ?? null;
}

type ResolveDeps = { db: Database; storage: FileStorage; logger: Logger };

/**
 * Resolves every open report of the archive for one reason at once (product §8.11): `fixed` once the admin
 * edited or moved it with the edit dialog, `hidden` moves it to the trash and `deleted` removes it for good,
 * both through the archives' own delete and purge, or `dismissed`. Its reporters see the outcome in 我的檢舉,
 * and are notified of it.
 */
export async function resolveArchiveReports(
  { db, storage, logger }: ResolveDeps,
  admin: UserRow,
  archiveId: number,
  input: { reason: ArchiveReportReason; outcome: ArchiveReportOutcome; resolution_note: string | null },
): Promise<ReportedArchive | Refusal<'archive_not_found' | 'no_open_archive_reports'>> {
  const closed = await db.transaction(async (tx) => {
    const found = await findArchiveWithCourse(tx, archiveId);
    if (!found) return fail('archive_not_found');
    const ids = await lockOpenGroup(tx, { archiveId, reason: input.reason });
    if (ids.length === 0) return fail('no_open_archive_reports');
    const { archive, course } = found;
    const removing = input.outcome === 'hidden' || input.outcome === 'deleted';
    if (removing && !archive.deletedAt && !course.deletedAt) {
      const deleted = await deleteArchive(tx, admin, course.id, archive.id);
      if (deleted instanceof Refusal) return fail('archive_not_found');
    }
    const note = input.resolution_note === '' ? null : input.resolution_note;
    await closeReports(tx, {
      ids,
      archiveName: archive.name,
      outcome: input.outcome,
      adminId: admin.id,
      note,
    });
    await notifyReporters(tx, ids, { archiveName: archive.name, outcome: input.outcome, note });
    if (removing && (!archive.deletedAt || input.outcome === 'deleted'))
      await notifyUploader(tx, admin, { archive, courseName: course.name, ...input, note });
    return ids;
  });
  if (closed instanceof Refusal) return closed;
  // Purged once the reports are closed: the archive is in the trash already, should the purge fail.
  if (input.outcome === 'deleted') await purgeArchive({ db, storage, logger }, archiveId);
  const [group] = groupReports(await reportsById(db, closed));
  if (!group) throw new Error('resolved reports were not found');
  return group;
}

/** Tells each reporter of the closed reports the outcome, in the transaction that closes them. */
async function notifyReporters(
  tx: Queryable,
  ids: readonly number[],
  outcome: { archiveName: string; outcome: ArchiveReportOutcome; note: string | null },
): Promise<void> {
  const [group] = groupReports(await reportsById(tx, ids));
  if (!group) return;
  await notifyUsers(tx, reportersOfResolvedGroup(group), {
    kind: 'report_resolved',
    title: say(reportWording, (words) => words.resolved(outcome.archiveName, outcome.outcome)),
    body: outcome.note,
    link: MY_REPORTS_LINK,
  });
}

/**
 * Tells the archive's uploader (unless the admin resolving is they) that it was moved to the trash or deleted
 * for good because of reports, why (the resolution's note, or the reports' reason) in the body.
 */
async function notifyUploader(
  tx: Queryable,
  admin: UserRow,
  resolved: {
    archive: ArchiveRow;
    courseName: string;
    reason: ArchiveReportReason;
    outcome: ArchiveReportOutcome;
    note: string | null;
  },
): Promise<void> {
  const { archive, courseName, reason, outcome, note } = resolved;
  if (archive.uploaderId === null || archive.uploaderId === admin.id) return;
  await notifyUsers(tx, [archive.uploaderId], {
    kind: 'upload_reviewed',
    title: say(reportWording, (words) => words.removed({ ...archive, courseName, outcome })),
    body: say(reportWording, (words) => words.why(reason, note)),
    link: ARCHIVE_PAGE_LINK,
  });
}

/** 我的檢舉's exam reports: the user's, newest first, and how many outcomes they have not seen. */
export async function myArchiveReports(db: Database, userId: number): Promise<MyArchiveReportList> {
  const reports = (await reportsOf(db, userId, MY_REPORTS_SHOWN)).map(toMyReport);
  return { reports, unseen: reports.filter((report) => !report.seen).length };
}

/** Opening 我的檢舉 marks every outcome seen. */
export async function markMyArchiveReportsSeen(db: Database, userId: number): Promise<MyArchiveReportList> {
  await markOutcomesSeen(db, userId);
  return myArchiveReports(db, userId);
}
