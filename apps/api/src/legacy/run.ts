import type { Database } from '../db/client.ts';
import type { FileStorage } from '../storage/index.ts';
import type { ImportKind } from './repository.ts';
import type { LegacySource } from './source.ts';

// One import run as each kind of row's import sees it, apart from the import itself so that each kind can
// live in a file of its own.

/** What became of one legacy row that was not simply imported. */
export type ReportLine = {
  table: ReportTable;
  id: number | null;
  name: string;
  outcome: 'matched' | 'skipped';
  reason: string;
};
export type ReportTable = 'users' | 'courses' | 'archives' | 'notifications';
/** Per table: rows there, imported now, imported by an earlier run, matched to a row here, skipped. */
export type TableCounts = {
  legacy: number;
  imported: number;
  already: number;
  matched: number;
  skipped: number;
};
export type ImportReport = { dryRun: boolean; counts: Record<ReportTable, TableCounts>; lines: ReportLine[] };

export type ImportDeps = {
  source: LegacySource;
  /** The original's bucket (or a directory standing in for it), read by each archive's object name. */
  files: FileStorage;
  db: Database;
  storage: FileStorage;
  /** The issuer the original's single sign-on accounts belong to here; without it they are skipped. */
  oidcIssuer: string | null;
  /** Gemini keys brought along are encrypted with it, as this system stores every key. */
  appSecret: string;
  dryRun: boolean;
};

/** One import: what it reads from and writes to, its report, and the accounts it writes (or would). */
export type Run = {
  deps: ImportDeps;
  report: ImportReport;
  say: Say;
  write: Write;
  plannedUsers: { id: number; legacyId: number; name: string; email: string }[];
};

export type Write = (kind: ImportKind, legacyId: number, create: () => Promise<number>) => Promise<number>;
export type Say = (
  table: ReportTable,
  id: number | null,
  name: string,
  outcome: ReportLine['outcome'],
  reason: string,
) => void;
