// `pnpm import-legacy` end to end against a real PostgreSQL in the original's schema (this file runs only when the
// system tier has a PostgreSQL server: the original system lived on PostgreSQL, reached by URL), following deploy.md's
// order: a dry run that writes nothing anywhere, the import before the first start, then that first start.
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { firstStart } from '../test-support/legacy-import.ts';
import {
  importLegacyCommand,
  type LegacyDatabase,
  legacyBucket,
  legacyPdf,
  openLegacyTestDatabase,
  PASSLIB_HASHES,
} from '../test-support/legacy-system.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/processes.ts';
import { verifyPassword } from '../users/password.ts';

let target: TestStorage;
let original: TestStorage;
let legacy: LegacyDatabase;
let bucket: string;
beforeAll(async () => {
  [target, original] = await Promise.all([
    createTestStorage({ database: 'none' }),
    createTestStorage({ database: 'empty' }),
  ]);
  legacy = await openLegacyTestDatabase(original.databaseUrl, {
    users: [
      {
        id: 1,
        name: 'admin',
        email: 'admin@dept.edu',
        is_admin: true,
        is_local: true,
        password_hash: PASSLIB_HASHES.adminV2.hash,
      },
      {
        id: 2,
        name: '110550001',
        email: 'ming@smail.dept.edu',
        oauth_provider: 'nycu',
        oauth_sub: '110550001',
      },
    ],
    courses: [{ id: 1, name: '作業系統', category: 'JUNIOR' }],
    archives: [
      {
        id: 1,
        name: '期末考',
        academic_year: 2024,
        archive_type: 'FINAL',
        professor: '周教授',
        object_name: 'archives/1/final.pdf',
        uploader_id: 2,
        course_id: 1,
        created_at: '2025-01-15T00:00:00Z',
      },
    ],
    messages: [{ id: 1, archive_id: 1, user_id: 2, content: '感謝分享' }],
  });
  bucket = await legacyBucket({ 'archives/1/final.pdf': await legacyPdf() });
});
afterAll(async () => {
  await legacy?.close();
  await Promise.all([
    target?.cleanup(),
    original?.cleanup(),
    bucket && rm(bucket, { recursive: true, force: true }),
  ]);
});

const args = () => [
  '--database',
  original.databaseUrl ?? '',
  '--files',
  bucket,
  '--oidc-issuer',
  'https://sso.example.edu',
];
const totals = (stdout: string) => stdout.slice(stdout.indexOf('合計：')).replaceAll('將匯入', '匯入');
const publicTables = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return result.rows[0]?.n;
  } finally {
    await client.end();
  }
};

describe('pnpm import-legacy against the original PostgreSQL', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it("into PostgreSQL: the dry run creates no table, and its figures are the real run's", async () => {
    const dry = await importLegacyCommand(target, ...args(), '--dry-run');
    expect(dry.stdout).toContain('試算（--dry-run，未寫入任何資料）');
    expect(dry.stdout).toContain('考古題：舊系統 1 筆 = 將匯入 1 + 先前已匯入 0 + 對應到既有 0 + 略過 0');
    expect(await publicTables(target.databaseUrl ?? '')).toBe(0);
    expect(await readdir(target.dataDir)).toEqual([]);

    const real = await importLegacyCommand(target, ...args());
    expect(totals(real.stdout)).toBe(totals(dry.stdout));
    expect(real.stdout).toContain('討論留言：舊系統 1 筆 = 匯入 1 + 先前已匯入 0 + 對應到既有 0 + 略過 0');
    const again = await importLegacyCommand(target, ...args());
    expect(again.stdout).toContain('考古題：舊系統 1 筆 = 匯入 0 + 先前已匯入 1 + 對應到既有 0 + 略過 0');
    // A dry run over a database already holding the import finds nothing new either.
    const dryAgain = await importLegacyCommand(target, ...args(), '--dry-run');
    expect(totals(dryAgain.stdout)).toBe(totals(again.stdout));
  });

  it('into the embedded database before the first start: the original administrator signs in as before', async () => {
    const embedded = { ...target, databaseUrl: undefined, dataDir: join(target.dataDir, 'embedded') };
    const dry = await importLegacyCommand(embedded, ...args(), '--dry-run');
    expect(dry.stdout).toContain('帳號：舊系統 2 筆 = 將匯入 2 + 先前已匯入 0 + 對應到既有 0 + 略過 0');
    expect(existsSync(embedded.dataDir)).toBe(false);

    const real = await importLegacyCommand(embedded, ...args());
    expect(totals(real.stdout)).toBe(totals(dry.stdout));
    // The first start then finds the name taken and creates no administrator of its own.
    const database = createDatabase({ DATA_DIR: embedded.dataDir, DATABASE_URL: undefined });
    try {
      const first = await firstStart(database.db, 'admin@localhost');
      expect(first.created).toBe(false);
      const [admin] = await database.db.select().from(users).where(eq(users.name, 'admin'));
      expect(admin?.isAdmin).toBe(true);
      expect(await verifyPassword(PASSLIB_HASHES.adminV2.password, admin?.passwordHash ?? '')).toBe(true);
      expect(await database.db.$count(users, sql`${users.isAdmin}`)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
