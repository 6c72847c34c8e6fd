// pnpm import-legacy against a database in the original system's schema, with files on disk standing in for
// its bucket: a dry run, a full run, a second run, broken rows, and what each imported row keeps.
import { routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiKey } from '../ai-exam/api-key/repository.ts';
import { aiApiKeys, announcements, archives, courses, legacyImports, users } from '../db/schema.ts';
import { createStorage } from '../storage/index.ts';
import { useTestApp } from '../test-support/app.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import {
  type LegacyDatabase,
  legacyBucket,
  legacyPdf,
  openLegacyTestDatabase,
} from '../test-support/legacy-system.ts';
import { importLegacy } from './import.ts';
import { formatReport } from './report.ts';
import type { ImportReport } from './run.ts';

const ISSUER = 'https://sso.example.edu';
// Published passlib hashes of the password `password` (product §9.11 keeps them until the first sign-in).
const V1_HASH = '$bcrypt-sha256$2a,12$LrmaIX5x4TRtAwEfwJZa1.$2ehnw6LvuIUTM0iz4iz9hTxv21B6KFO';
const GEMINI_KEY = 'AIzaSyLegacyKeyOfChen0123456789abcdef';
const V2_HASH = '$bcrypt-sha256$v=2,t=2b,r=12$n79VH.0Q2TMWmt3Oqt9uku$Kq4Noyk3094Y2QlB8NdRT8SvGiI4ft2';

const t = useTestApp();
let legacyStorage: TestStorage;
let legacy: LegacyDatabase;
let bucket: string;
let pdf: Uint8Array;
beforeAll(async () => {
  legacyStorage = await createTestStorage();
  legacy = await openLegacyTestDatabase(
    legacyStorage.databaseUrl,
    `
    insert into users (id, email, name, is_admin, password_hash, is_local, deleted_at, oauth_provider, oauth_sub, last_login) values
      (1, 'head@dept.edu', '系主任', true, '${V1_HASH}', true, null, null, null, '2025-06-01T00:00:00Z'),
      (2, 'chen@dept.edu', '陳同學', false, '${V2_HASH}', true, null, null, null, null),
      (3, 'ming@smail.dept.edu', '王小明', false, null, false, null, 'google', 'sub-123', null),
      (4, 'gone@dept.edu', '已離校', false, null, true, '2025-01-01T00:00:00Z', null, null, null),
      (5, 'not-an-email', '壞信箱', false, null, true, null, null, null, null),
      (6, 'CHEN@dept.edu', '陳同學二號', false, null, true, null, null, null, null);
    update users set gemini_api_key = '${GEMINI_KEY}' where id = 2;
    insert into courses (id, name, category, deleted_at) values
      (1, '資料結構', 'SOPHOMORE', null), (2, '演算法', 'JUNIOR', '2025-03-01T00:00:00Z'), (3, '', 'GENERAL', null);
    insert into archives (id, name, academic_year, archive_type, professor, has_answers, download_count, object_name, uploader_id, course_id, created_at, updated_at, deleted_at) values
      (1, '期中考', 112, 'MIDTERM', '林美華', true, 42, '1/midterm.pdf', 2, 1, '2023-11-01T00:00:00Z', '2023-11-01T00:00:00Z', null),
      (2, '期末考', 112, 'FINAL', '林美華', false, 3, '1/lost.pdf', 2, 1, '2024-01-10T00:00:00Z', '2024-01-10T00:00:00Z', null),
      (3, '小考', 111, 'QUIZ', '張教授', false, 5, '2/quiz.pdf', null, 2, '2022-10-01T00:00:00Z', '2022-10-01T00:00:00Z', null),
      (4, '舊期中考', 110, 'MIDTERM', '林美華', false, 9, '1/old.pdf', 1, 1, '2021-11-01T00:00:00Z', '2021-11-01T00:00:00Z', '2024-05-01T00:00:00Z'),
      (5, '講義', 113, 'OTHER', '李教授', false, 0, '3/notes.pdf', null, 3, '2024-09-01T00:00:00Z', '2024-09-01T00:00:00Z', null),
      (6, '假的檔案', 113, 'OTHER', '李教授', false, 0, '1/fake.pdf', null, 1, '2024-09-01T00:00:00Z', '2024-09-01T00:00:00Z', null),
      (7, '年份錯誤', 2023, 'FINAL', '林美華', false, 0, '1/midterm.pdf', null, 1, '2024-09-01T00:00:00Z', '2024-09-01T00:00:00Z', null);
    insert into notifications (id, title, body, severity, is_active, starts_at, ends_at, created_at, updated_at, deleted_at) values
      (1, '系統維護', '週六 **停機**', 'DANGER', true, '2025-06-01T00:00:00Z', '2025-06-02T00:00:00Z', '2025-05-30T00:00:00Z', now(), null),
      (2, '期末考週', '加油', 'INFO', false, null, null, '2025-01-01T00:00:00Z', now(), null),
      (3, '舊公告', '已撤下', 'INFO', true, null, null, '2024-01-01T00:00:00Z', now(), '2024-02-01T00:00:00Z'),
      (4, '時間錯誤', '結束早於開始', 'INFO', true, '2025-06-02T00:00:00Z', '2025-06-01T00:00:00Z', now(), now(), null);
  `,
  );
  pdf = await legacyPdf();
  bucket = await legacyBucket({
    '1/midterm.pdf': pdf,
    '2/quiz.pdf': pdf,
    '1/old.pdf': pdf,
    '3/notes.pdf': pdf,
    '1/fake.pdf': '這不是 PDF',
  });
});
afterAll(async () => {
  await legacy.close();
  await legacyStorage.cleanup();
});

const run = (dryRun: boolean) =>
  importLegacy({
    source: legacy,
    files: createStorage({ kind: 'local', dir: bucket }),
    db: t.db,
    storage: createStorage(t.env.storage),
    oidcIssuer: ISSUER,
    appSecret: t.env.APP_SECRET,
    dryRun,
  });
const reasonsFor = (report: ImportReport, table: string) =>
  report.lines.filter((line) => line.table === table).map((line) => `#${line.id} ${line.reason}`);
const imported = async (kind: 'user' | 'course' | 'archive', legacyId: number) => {
  const rows = await t.db.select().from(legacyImports).where(eq(legacyImports.kind, kind));
  const found = rows.find((entry) => entry.legacyId === legacyId);
  if (!found) throw new Error(`${kind} #${legacyId} was not imported`);
  return found.newId;
};
const importedTables = { user: users, course: courses, archive: archives };
type ImportedRows = { [K in keyof typeof importedTables]: (typeof importedTables)[K]['$inferSelect'] };
/** The row the import made of an original row. */
const importedRow = async <K extends keyof ImportedRows>(kind: K, legacyId: number) => {
  const table: (typeof importedTables)[keyof ImportedRows] = importedTables[kind];
  const [row] = await t.db
    .select()
    .from(table)
    .where(eq(table.id, await imported(kind, legacyId)));
  // The table is the one `kind` names, so the row is of its type.
  return row as ImportedRows[K] | undefined;
};

describe('importing from the original system', () => {
  it('a dry run says what it would import and what it cannot, and writes nothing', async () => {
    const before = (await t.db.select().from(users)).length;
    const report = await run(true);
    expect(report.counts).toEqual({
      users: { legacy: 6, imported: 3, already: 0, matched: 1, skipped: 2 },
      courses: { legacy: 3, imported: 2, already: 0, matched: 0, skipped: 1 },
      archives: { legacy: 7, imported: 3, already: 0, matched: 0, skipped: 4 },
      notifications: { legacy: 4, imported: 2, already: 0, matched: 0, skipped: 2 },
    });
    expect(reasonsFor(report, 'users')).toContain('#6 同一電子郵件，對應到將匯入的舊系統帳號 #2');
    expect((await t.db.select().from(users)).length).toBe(before);
    expect(await t.db.select().from(legacyImports)).toEqual([]);
    expect(formatReport(report)).toContain('試算（--dry-run，未寫入任何資料）');
  });

  it('imports the rest, keeping files, downloads, uploaders, subjects and deletions, and explains every other row', async () => {
    const report = await run(false);
    expect(report.counts.users).toEqual({ legacy: 6, imported: 3, already: 0, matched: 1, skipped: 2 });
    expect(report.counts.archives).toEqual({ legacy: 7, imported: 3, already: 0, matched: 0, skipped: 4 });
    expect(reasonsFor(report, 'users')).toEqual([
      '#4 舊系統中已刪除的帳號',
      '#5 電子郵件格式不正確',
      `#6 同一電子郵件，對應到本系統的帳號 #${await imported('user', 2)}`,
    ]);
    expect(reasonsFor(report, 'courses')).toEqual(['#3 請輸入課程名稱']);
    expect(reasonsFor(report, 'archives')).toEqual([
      '#2 檔案遺失或無法讀取：1/lost.pdf',
      '#5 所屬課程 #3 未匯入',
      '#6 檔案不是有效的 PDF（1/fake.pdf）',
      '#7 學年度不可晚於 200',
    ]);
    expect(reasonsFor(report, 'notifications')).toEqual([
      '#3 舊系統中已刪除的公告',
      '#4 結束時間必須晚於開始時間',
    ]);
    const notices = await t.db.select().from(announcements).orderBy(announcements.id);
    expect(notices.slice(-2)).toMatchObject([
      { title: '系統維護', body: '週六 **停機**', importance: 'important', active: true, authorId: null },
      { title: '期末考週', body: '加油', importance: 'normal', active: false, startsAt: null, endsAt: null },
    ]);
    expect(notices.at(-2)?.endsAt?.toISOString()).toBe('2025-06-02T00:00:00.000Z');
    const text = formatReport(report);
    expect(text).toContain('考古題：舊系統 7 筆 = 匯入 3 + 先前已匯入 0 + 對應到既有 0 + 略過 4');
    expect(text).toContain('略過　考古題 #2 期末考：檔案遺失或無法讀取：1/lost.pdf');

    const midterm = await importedRow('archive', 1);
    expect(midterm).toMatchObject({
      name: '期中考',
      professor: '林美華',
      academicYear: 112,
      archiveType: 'midterm',
      hasAnswers: true,
      downloadCount: 42,
      uploaderId: await imported('user', 2),
      courseId: await imported('course', 1),
      deletedAt: null,
    });
    expect(midterm?.createdAt.toISOString()).toBe('2023-11-01T00:00:00.000Z');
    const stored = await createStorage(t.env.storage).get(midterm?.fileKey ?? '');
    expect(new Uint8Array(await new Response(stored.body).arrayBuffer())).toEqual(pdf);

    // Soft deletes arrive in the trash: an archive of its own, and a deleted course with its archives.
    const old = await importedRow('archive', 4);
    expect(old?.deletedAt).not.toBeNull();
    const algorithms = await importedRow('course', 2);
    expect(algorithms?.deletedAt).not.toBeNull();
    const quiz = await importedRow('archive', 3);
    expect(quiz?.deletedAt).not.toBeNull();

    const ming = await importedRow('user', 3);
    expect(ming).toMatchObject({
      authProvider: 'oidc',
      oidcIssuer: ISSUER,
      oidcSubject: 'sub-123',
      passwordHash: null,
    });
    // A Gemini key comes along, encrypted as every key here.
    expect(await readApiKey(t.db, t.env.APP_SECRET, await imported('user', 2))).toBe(GEMINI_KEY);
    const [storedKey] = await t.db
      .select()
      .from(aiApiKeys)
      .where(eq(aiApiKeys.userId, await imported('user', 2)));
    expect(JSON.stringify(storedKey)).not.toContain(GEMINI_KEY);
    const head = await importedRow('user', 1);
    expect(head).toMatchObject({ isAdmin: true, authProvider: 'local', passwordHash: V1_HASH });
  });

  it('lets an imported account sign in with its old password, then keeps only our hash of it', async () => {
    const id = await imported('user', 2);
    const login = await t
      .client()
      .call(routes.auth.login, { body: { username: '陳同學', password: 'password' } });
    expect(login.status).toBe(200);
    const [chen] = await t.db.select().from(users).where(eq(users.id, id));
    expect(chen?.passwordHash).toMatch(/^scrypt\$/);
    const wrong = await t
      .client()
      .call(routes.auth.login, { body: { username: '系主任', password: 'wrong-one' } });
    expect(wrong.status).toBe(401);
  });

  it('a second run imports only what is new', async () => {
    await legacy.exec(`insert into archives (id, name, academic_year, archive_type, professor, has_answers, download_count, object_name, uploader_id, course_id, created_at, updated_at)
      values (8, '補考', 113, 'OTHER', '林美華', false, 1, '1/midterm.pdf', 2, 1, now(), now())`);
    const before = (await t.db.select().from(archives)).length;
    const report = await run(false);
    expect(report.counts.users).toMatchObject({ imported: 0, already: 4, skipped: 2 });
    expect(report.counts.courses).toMatchObject({ imported: 0, already: 2, skipped: 1 });
    expect(report.counts.notifications).toMatchObject({ imported: 0, already: 2, skipped: 2 });
    expect(report.counts.archives).toMatchObject({ imported: 1, already: 3, skipped: 4 });
    expect((await t.db.select().from(archives)).length).toBe(before + 1);
  });
});
