import type { MyArchiveReport, ReportedArchive } from '@pastexam/api-contract';
import { groupRows } from '../db/group-rows.ts';
import type { ReportRow } from './repository.ts';

const place = (row: ReportRow) => ({
  archive_id: row.archiveId,
  archive_name: row.archiveName,
  course_id: row.courseId,
  course_name: row.courseName,
});

const resolution = (row: ReportRow) => ({
  outcome: row.outcome,
  resolution_note: row.resolutionNote,
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});

/** A report as its reporter sees it in 我的檢舉. */
export function toMyReport(row: ReportRow): MyArchiveReport {
  return {
    id: row.id,
    reason: row.reason,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    ...place(row),
    ...resolution(row),
    seen: row.outcome === null || row.outcomeSeenAt !== null,
  };
}

/**
 * Reports grouped as 檢舉 lists them: open ones by archive and reason, resolved ones by the resolution that
 * closed them (one admin's decision on one archive and reason), in the order the rows come.
 */
export function groupReports(rows: readonly ReportRow[]): ReportedArchive[] {
  const keyOf = (row: ReportRow) =>
    [row.archiveId ?? row.archiveName, row.reason, row.resolvedAt?.toISOString() ?? 'open'].join('|');
  return groupRows(rows, keyOf).map((group) => toReportedArchive(group[0], group));
}

function toReportedArchive(first: ReportRow, group: readonly ReportRow[]): ReportedArchive {
  return {
    ...place(first),
    reason: first.reason,
    in_trash: first.inTrash,
    count: group.length,
    reports: group.map((row) => ({
      id: row.id,
      note: row.note,
      reporter: { id: row.reporterId, name: row.reporterName, is_admin: row.reporterIsAdmin },
      created_at: row.createdAt.toISOString(),
    })),
    ...resolution(first),
    resolved_by: first.resolvedBy,
  };
}

/** The users to tell that their reports were resolved: every reporter of the group, once each. */
export function reportersOfResolvedGroup(group: ReportedArchive): number[] {
  return [...new Set(group.reports.map((report) => report.reporter.id))];
}
