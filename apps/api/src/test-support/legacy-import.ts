import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { legacyImports } from '../db/schema.ts';
import { copyOfTarget, discardingStorage } from '../legacy/dry-run.ts';
import { importLegacy } from '../legacy/import.ts';
import type { ImportKind } from '../legacy/repository.ts';
import type { ImportOptions, ImportReport, ReportTable } from '../legacy/run.ts';
import { createStorage } from '../storage/index.ts';
import { ensureAdmin } from '../users/admin-bootstrap.ts';
import type { TestApp } from './app.ts';
import type { LegacyDatabase } from './legacy-system.ts';

/** The issuer the original's single sign-on accounts are imported under, as the test apps' SSO accounts have. */
export const LEGACY_ISSUER = 'https://sso.example.edu';

/** What `--rename-conflicts --adopt-admin` asks for. */
export const BOTH_OPTIONS: ImportOptions = { renameConflicts: true, adoptAdmin: true };

/** The original system an import reads: its database and the directory standing in for its bucket. */
export type LegacySystem = { legacy: LegacyDatabase; bucket: string };

/**
 * pnpm import-legacy's work from `system()` into the test app `t`, called as the command calls it: a real run,
 * and a dry run on a copy of the database in memory that stores no file. `system` is read at each call, as the
 * original is set up in a beforeAll.
 */
export function legacyImporter(t: TestApp, system: () => LegacySystem) {
  const deps = (dryRun: boolean, options: Partial<ImportOptions>) => ({
    source: system().legacy,
    files: createStorage({ kind: 'local', dir: system().bucket }),
    oidcIssuer: LEGACY_ISSUER,
    appSecret: t.env.APP_SECRET,
    dryRun,
    options,
  });
  return {
    run: (options: Partial<ImportOptions> = BOTH_OPTIONS) =>
      importLegacy({ ...deps(false, options), db: t.db, storage: createStorage(t.env.storage) }),
    async dryRun(options: Partial<ImportOptions> = BOTH_OPTIONS) {
      // The embedded database is copied from its directory: what the app wrote must be there first.
      await t.db.execute(sql`checkpoint`);
      const copy = await copyOfTarget(t.env);
      try {
        return await importLegacy({ ...deps(true, options), db: copy.db, storage: discardingStorage() });
      } finally {
        await copy.close();
      }
    },
    /** The id here of what the legacy row `legacyId` became; throws when it was not imported. */
    async imported(kind: ImportKind, legacyId: number) {
      const [row] = await t.db
        .select()
        .from(legacyImports)
        .where(and(eq(legacyImports.kind, kind), eq(legacyImports.legacyId, legacyId)));
      if (!row) throw new Error(`${kind} #${legacyId} was not imported`);
      return row.newId;
    },
  };
}

/** A report's lines of one table as `outcome #id reason`, in the order the import said them. */
export const reportLines = (report: ImportReport, table: ReportTable) =>
  report.lines
    .filter((line) => line.table === table)
    .map((line) => `${line.outcome} #${line.id} ${line.reason}`);

/** Whether every table of the report adds up: the original's count = imported + before + matched + skipped. */
export const tablesBalance = (report: ImportReport) =>
  Object.values(report.counts).every((c) => c.legacy === c.imported + c.already + c.matched + c.skipped);

/** The password the first start of this system gives its administrator in the import's tests. */
export const FIRST_START_PASSWORD = 'first-start-pw';

/** What this system's first start does: the administrator `admin`, with `email` (ADMIN_EMAIL). */
export function firstStart(db: Database, email: string) {
  return ensureAdmin(db, {
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: FIRST_START_PASSWORD,
    ADMIN_EMAIL: email,
  });
}
