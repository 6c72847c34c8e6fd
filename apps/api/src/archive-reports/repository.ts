import type { ArchiveReportOutcome, ArchiveReportReason } from '@pastexam/api-contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { archiveReports, archives, courses, users } from '../db/schema.ts';

/** Open reports read at most: far more than a department's admins see at once. */
const OPEN_REPORTS_READ = 2000;

export const reportedRows = {
  table: archiveReports,
  author: archiveReports.reporterId,
  at: archiveReports.createdAt,
};

export async function insertReport(
  tx: Queryable,
  report: {
    archive: { id: number; name: string };
    reporterId: number;
    reason: ArchiveReportReason;
    note: string | null;
  },
) {
  const [row] = await tx
    .insert(archiveReports)
    .values({
      archiveId: report.archive.id,
      archiveName: report.archive.name,
      reporterId: report.reporterId,
      reason: report.reason,
      note: report.note,
    })
    .returning({ id: archiveReports.id, reason: archiveReports.reason, createdAt: archiveReports.createdAt });
  if (!row) throw new Error('insert returned no report');
  return row;
}

/** Reports with everything 檢舉 and 我的檢舉 show beside them. */
async function reportRows(db: Queryable, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select({
      id: archiveReports.id,
      archiveId: archiveReports.archiveId,
      archiveName: sql<string>`coalesce(${archives.name}, ${archiveReports.archiveName})`,
      courseId: archives.courseId,
      courseName: courses.name,
      inTrash: sql<boolean>`${archives.deletedAt} is not null or ${courses.deletedAt} is not null`.mapWith(
        Boolean,
      ),
      reason: archiveReports.reason,
      note: archiveReports.note,
      createdAt: archiveReports.createdAt,
      outcome: archiveReports.outcome,
      resolutionNote: archiveReports.resolutionNote,
      resolvedAt: archiveReports.resolvedAt,
      outcomeSeenAt: archiveReports.outcomeSeenAt,
      resolvedBy: sql<
        string | null
      >`(select coalesce(r.nickname, r.name) from users r where r.id = ${archiveReports.resolvedBy})`,
      reporterId: archiveReports.reporterId,
      reporterName: sql<string>`coalesce(${users.nickname}, ${users.name})`,
      reporterIsAdmin: users.isAdmin,
    })
    .from(archiveReports)
    .innerJoin(users, eq(users.id, archiveReports.reporterId))
    .leftJoin(archives, eq(archives.id, archiveReports.archiveId))
    .leftJoin(courses, eq(courses.id, archives.courseId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}
export type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];

/** Every open report, or those of one archive and reason, newest first. */
export function openReports(db: Queryable, group?: { archiveId: number; reason: ArchiveReportReason }) {
  return reportRows(
    db,
    and(
      isNull(archiveReports.resolvedAt),
      group
        ? and(eq(archiveReports.archiveId, group.archiveId), eq(archiveReports.reason, group.reason))
        : isNotNull(archiveReports.archiveId),
    ),
    [desc(archiveReports.createdAt), desc(archiveReports.id)],
    OPEN_REPORTS_READ,
  );
}

/** The latest resolved reports, newest resolution first. */
export function resolvedReports(db: Queryable, limit: number) {
  return reportRows(
    db,
    isNotNull(archiveReports.resolvedAt),
    [desc(archiveReports.resolvedAt), asc(archiveReports.id)],
    limit,
  );
}

/** The reports of these ids, newest first. */
export function reportsById(db: Queryable, ids: readonly number[]) {
  return reportRows(db, inArray(archiveReports.id, [...ids]), [desc(archiveReports.createdAt)], ids.length);
}

/** The user's own reports, newest first. */
export function reportsOf(db: Queryable, reporterId: number, limit: number) {
  return reportRows(
    db,
    eq(archiveReports.reporterId, reporterId),
    [desc(archiveReports.createdAt), desc(archiveReports.id)],
    limit,
  );
}

/** Marks every outcome of the user's reports as seen. */
export async function markOutcomesSeen(db: Database, reporterId: number): Promise<void> {
  await db
    .update(archiveReports)
    .set({ outcomeSeenAt: sql`now()` })
    .where(
      and(
        eq(archiveReports.reporterId, reporterId),
        isNotNull(archiveReports.outcome),
        isNull(archiveReports.outcomeSeenAt),
      ),
    );
}

/**
 * Holds the open reports of the archive for `reason` until the transaction ends, so two admins resolving
 * them take turns; answers their ids.
 */
export async function lockOpenGroup(
  tx: Queryable,
  group: { archiveId: number; reason: ArchiveReportReason },
): Promise<number[]> {
  const rows = await tx
    .select({ id: archiveReports.id })
    .from(archiveReports)
    .where(
      and(
        eq(archiveReports.archiveId, group.archiveId),
        eq(archiveReports.reason, group.reason),
        isNull(archiveReports.resolvedAt),
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

/** Closes the reports with `outcome`, keeping the archive's name as it is now for once it is gone. */
export async function closeReports(
  tx: Queryable,
  input: {
    ids: readonly number[];
    archiveName: string;
    outcome: ArchiveReportOutcome;
    adminId: number;
    note: string | null;
  },
): Promise<void> {
  await tx
    .update(archiveReports)
    .set({
      resolvedBy: input.adminId,
      resolvedAt: sql`now()`,
      outcome: input.outcome,
      resolutionNote: input.note,
      archiveName: input.archiveName,
    })
    .where(inArray(archiveReports.id, [...input.ids]));
}
