import type { z } from 'zod';
import { importUser } from './accounts.ts';
import { importArchive, importCourse } from './archives.ts';
import { importMessage } from './messages.ts';
import { importNotice } from './notices.ts';
import { type ImportKind, importedIds } from './repository.ts';
import {
  type ImportDeps,
  type ImportReport,
  type Outcome,
  REPORT_TABLES,
  type ReportTable,
  type Run,
  type TableCounts,
} from './run.ts';
import {
  LEGACY_QUERIES,
  legacyArchiveSchema,
  legacyCourseSchema,
  legacyMessageSchema,
  legacyNotificationSchema,
  legacyUserSchema,
  readTable,
} from './source.ts';

/** Raised inside the accounts' transaction to take back what it wrote when a clash holds the import. */
class Held extends Error {}

/**
 * Brings the original system's accounts, courses, archives, discussion messages and notices in (product
 * §9.11): ids keep their meaning (each archive its file and downloads, its uploader, each message its author,
 * each single sign-on account its subject), soft deletes arrive in the trash, and a second run takes only
 * what is new. Accounts go first, in one transaction: when one clashes in a way only an option resolves, a
 * real run writes nothing at all. Every row not simply imported is said why.
 */
export async function importLegacy(deps: ImportDeps): Promise<ImportReport> {
  const counts = Object.fromEntries(REPORT_TABLES.map((table) => [table, blank()]));
  const report: ImportReport = {
    dryRun: deps.dryRun,
    blocked: false,
    counts: counts as Record<ReportTable, TableCounts>,
    lines: [],
  };
  const options = { renameConflicts: false, adoptAdmin: false, ...deps.options };
  const run: Run = {
    deps: { ...deps, options },
    report,
    say: (line) => {
      if (line.outcome === 'clash') report.blocked = true;
      report.lines.push(line);
    },
    newUsers: new Map(),
    newCourses: new Map(),
  };

  const { users, courses, archives, messages, notifications } = LEGACY_QUERIES;
  let userIds = new Map<number, number>();
  try {
    await deps.db.transaction(async (db) => {
      const inside = { ...run, deps: { ...run.deps, db } };
      userIds = (await eachNew(inside, 'users', 'user', users, legacyUserSchema, importUser)).ids;
      if (report.blocked && !deps.dryRun) throw new Held();
    });
  } catch (error) {
    if (error instanceof Held) return report;
    throw error;
  }
  const courseRows = await eachNew(run, 'courses', 'course', courses, legacyCourseSchema, importCourse);
  const deletedCourses = new Set(courseRows.rows.filter((row) => row.deleted_at).map((row) => row.id));
  const archiveIds = await eachNew(run, 'archives', 'archive', archives, legacyArchiveSchema, (r, archive) =>
    importArchive(r, archive, { courseIds: courseRows.ids, deletedCourses, userIds }),
  );
  await eachNew(run, 'messages', 'message', messages, legacyMessageSchema, (r, message) =>
    importMessage(r, message, { archiveIds: archiveIds.ids, userIds }),
  );
  await eachNew(run, 'notifications', 'announcement', notifications, legacyNotificationSchema, importNotice);
  return report;
}

/**
 * Reads one table of the original, says why any unreadable row is left out, and hands each row no earlier run
 * imported to `each`, which answers what it became (null: skipped or held, and said why). Each row is counted
 * here, once, by what it became, so the report's table adds up however many lines a row was given. Answers
 * every row read and the ids imported so far, `each`'s included.
 */
async function eachNew<T extends { id: number }>(
  run: Run,
  table: ReportTable,
  kind: ImportKind,
  query: string,
  schema: z.ZodType<T>,
  each: (run: Run, row: T) => Promise<Outcome>,
): Promise<{ rows: T[]; ids: Map<number, number> }> {
  const { rows, unreadable } = await readTable(run.deps.source, query, schema);
  const ids = await importedIds(run.deps.db, kind);
  const counts = run.report.counts[table];
  counts.legacy = rows.length + unreadable.length;
  for (const bad of unreadable) {
    run.say({ table, id: bad.id, name: '', outcome: 'skipped', reason: bad.reason });
    counts.skipped += 1;
  }
  for (const row of rows) {
    if (ids.has(row.id)) {
      counts.already += 1;
      continue;
    }
    const outcome = await each(run, row);
    if (outcome === null) counts.skipped += 1;
    else {
      ids.set(row.id, outcome.id);
      if (outcome.imported) counts.imported += 1;
      else counts.matched += 1;
    }
  }
  return { rows, ids };
}

function blank(): TableCounts {
  return { legacy: 0, imported: 0, already: 0, matched: 0, skipped: 0 };
}
