// `pnpm import-legacy` end to end against a real PostgreSQL in the original's schema (this file runs in the
// PostgreSQL project only: the original system lived on PostgreSQL, reached by URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import {
  importLegacyCommand,
  type LegacyDatabase,
  legacyBucket,
  legacyPdf,
  openLegacyTestDatabase,
} from '../test-support/legacy-system.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/processes.ts';

let target: TestStorage;
let original: TestStorage;
let legacy: LegacyDatabase;
let bucket: string;
beforeAll(async () => {
  [target, original] = await Promise.all([createTestStorage(), createTestStorage()]);
  legacy = await openLegacyTestDatabase(
    original.databaseUrl,
    `
    insert into users (id, email, name, is_local, oauth_provider, oauth_sub) values (1, 'ming@smail.dept.edu', '王小明', false, 'google', 'sub-9');
    insert into courses (id, name, category) values (1, '作業系統', 'JUNIOR');
    insert into archives (id, name, academic_year, archive_type, professor, object_name, uploader_id, course_id, created_at, updated_at)
      values (1, '期末考', 113, 'FINAL', '周教授', 'os/final.pdf', 1, 1, now(), now());`,
  );
  bucket = await legacyBucket({ 'os/final.pdf': await legacyPdf() });
});
afterAll(async () => {
  await legacy.close();
  await Promise.all([target.cleanup(), original.cleanup()]);
});

const importLegacy = (...args: string[]) => importLegacyCommand(target, ...args);

describe('pnpm import-legacy against the original PostgreSQL', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('tries, imports, and finds nothing new the second time', async () => {
    const args = [
      '--database',
      original.databaseUrl ?? '',
      '--files',
      bucket,
      '--oidc-issuer',
      'https://sso.example.edu',
    ];
    const dry = await importLegacy(...args, '--dry-run');
    expect(dry.stdout).toContain('試算（--dry-run，未寫入任何資料）');
    expect(dry.stdout).toContain('考古題：舊系統 1 筆 = 將匯入 1 + 先前已匯入 0 + 對應到既有 0 + 略過 0');
    const real = await importLegacy(...args);
    expect(real.stdout).toContain('帳號：舊系統 1 筆 = 匯入 1 + 先前已匯入 0 + 對應到既有 0 + 略過 0');
    expect(real.stdout).toContain('公告：舊系統 0 筆 = 匯入 0');
    const again = await importLegacy(...args);
    expect(again.stdout).toContain('考古題：舊系統 1 筆 = 匯入 0 + 先前已匯入 1 + 對應到既有 0 + 略過 0');
  });
});
