// What one import is made of: what it reads and writes, the options it runs with, and its report.
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../storage/index.ts';
import type { LegacySource } from './source.ts';

export const REPORT_TABLES = ['users', 'courses', 'archives', 'messages', 'notifications'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/**
 * What became of one legacy row that was not simply imported: matched to a row here, skipped, imported with
 * something the operator should know (`noted`), or held by a clash that an option
 * resolves (`clash`, counted as skipped; a real run then writes nothing).
 */
export type ReportLine = {
  table: ReportTable;
  id: number | null;
  name: string;
  outcome: 'matched' | 'skipped' | 'noted' | 'clash';
  reason: string;
};
/** Per table: rows there, imported now, imported by an earlier run, matched to a row here, skipped. */
export type TableCounts = {
  legacy: number;
  imported: number;
  already: number;
  matched: number;
  skipped: number;
};
export type ImportReport = {
  dryRun: boolean;
  /** Accounts clash in a way only an option resolves: a real run stopped before writing anything. */
  blocked: boolean;
  counts: Record<ReportTable, TableCounts>;
  lines: ReportLine[];
};

export type ImportOptions = {
  /** A clashing name or e-mail is imported with a suffix (`name (2)`, `local+2@domain`) instead of stopping. */
  renameConflicts: boolean;
  /** The original's account of the first start's ADMIN_USERNAME takes that untouched account's place. */
  adoptAdmin: boolean;
};

export type ImportDeps = {
  source: LegacySource;
  /** The original's bucket (or a directory standing in for it), read by each archive's object name. */
  files: FileStorage;
  /** This system's database: a copy of it in memory on a dry run, which the command then discards. */
  db: Database;
  storage: FileStorage;
  /** The issuer the original's single sign-on accounts belong to here; without it they are skipped. */
  oidcIssuer: string | null;
  /** Gemini keys brought along are encrypted with it, as this system stores every key. */
  appSecret: string;
  dryRun: boolean;
  options?: Partial<ImportOptions>;
};

/** What one legacy row became: a row imported now, or one already here it was matched to. */
export type Outcome = { id: number; imported: boolean } | null;

/** One import: what it reads from and writes to, its report, and the ids it gave out (here → legacy). */
export type Run = {
  deps: ImportDeps & { options: ImportOptions };
  report: ImportReport;
  say: (line: ReportLine) => void;
  /** Accounts this run created, by their id here, with the legacy id they came from. */
  newUsers: Map<number, number>;
  newCourses: Map<number, number>;
};

/** Says why a row is left out; answers the outcome of a skipped row. */
export function skipRow(
  run: Run,
  table: ReportTable,
  row: { id: number; name: string },
  reason: string,
): null {
  run.say({ table, id: row.id, name: row.name, outcome: 'skipped', reason });
  return null;
}
