// pnpm import-legacy against a database in the original system's schema (written as the original writes it),
// with files on disk standing in for its bucket: a department moving in, from the dry run to the second run.
// legacy-matches.test.ts moves one in where people, a course and the first start's administrator already are.
import { rm } from 'node:fs/promises';
import { routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiKey } from '../ai-exam/api-key/repository.ts';
import { announcements, archiveMessages, archives, courses, legacyImports, users } from '../db/schema.ts';
import { createStorage } from '../storage/index.ts';
import { useTestApp } from '../test-support/app.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import {
  FIRST_START_PASSWORD,
  firstStart,
  LEGACY_ISSUER as ISSUER,
  legacyImporter,
  reportLines as lines,
} from '../test-support/legacy-import.ts';
import {
  PASSLIB_HASHES as H,
  type LegacyDatabase,
  legacyBucket,
  legacyPdf,
  openLegacyTestDatabase,
} from '../test-support/legacy-system.ts';
import { exitCodeOf, formatReport } from './report.ts';

const GEMINI_KEY = 'AIzaSyLegacyKeyOfChen0123456789abcdef';
const t = useTestApp();
let legacyStorage: TestStorage;
let legacy: LegacyDatabase;
let bucket: string;
let pdf: Uint8Array;
let upperPdf: Uint8Array;

beforeAll(async () => {
  // This system as its first start left it: the administrator ADMIN_USERNAME, and a local account of its own.
  await firstStart(t.db, 'admin@localhost');
  await t.createUser({ name: '助教' });
  legacyStorage = await createTestStorage({ database: 'empty' });
  legacy = await openLegacyTestDatabase(legacyStorage.databaseUrl, {
    users: [
      {
        id: 1,
        name: 'admin',
        email: 'admin@dept.edu',
        is_admin: true,
        is_local: true,
        password_hash: H.adminV2.hash,
      },
      {
        id: 2,
        name: '系主任',
        email: 'head@dept.edu',
        nickname: '主任',
        is_admin: true,
        is_local: true,
        password_hash: H.unicodeV2.hash,
        last_login: '2025-06-01T00:00:00Z',
      },
      {
        id: 3,
        name: '陳同學',
        email: 'chen@dept.edu',
        nickname: 'Chen',
        is_local: true,
        password_hash: H.longV2.hash,
        gemini_api_key: GEMINI_KEY,
      },
      {
        id: 4,
        name: '110550001',
        email: 'ming@smail.dept.edu',
        nickname: 'chen',
        oauth_provider: 'nycu',
        oauth_sub: '110550001',
      },
      { id: 5, name: '已離校', email: 'gone@dept.edu', is_local: true, deleted_at: '2025-01-01T00:00:00Z' },
      { id: 6, name: 'sa', email: 'sa@cs', is_local: true, password_hash: H.shortV1.hash },
      { id: 7, name: '老學長', email: 'old@dept.edu', is_local: true, password_hash: H.plainBcrypt.hash },
      { id: 8, name: 'lab', email: 'lab@dept.edu', is_local: true },
      {
        id: 9,
        name: '110550999',
        email: 'LAB@dept.edu',
        is_admin: true,
        oauth_provider: 'nycu',
        oauth_sub: '110550999',
      },
    ],
    courses: [
      { id: 1, name: '資料結構', category: 'SOPHOMORE' },
      { id: 2, name: '演算法', category: 'JUNIOR', deleted_at: '2024-03-01T00:00:00Z' },
      { id: 3, name: '演算法', category: 'JUNIOR' },
      { id: 4, name: '', category: 'GENERAL' },
    ],
    archives: [
      {
        id: 1,
        name: '期中考',
        academic_year: 2023,
        archive_type: 'MIDTERM',
        professor: '林美華',
        has_answers: true,
        download_count: 42,
        object_name: 'archives/1/a.pdf',
        uploader_id: 3,
        course_id: 1,
        created_at: '2023-11-20T04:00:00Z',
      },
      {
        id: 2,
        name: '期末考',
        academic_year: 2024,
        archive_type: 'FINAL',
        professor: '林美華',
        object_name: 'archives/1/lost.pdf',
        course_id: 1,
        created_at: '2024-01-10T00:00:00Z',
      },
      {
        id: 3,
        name: '小考',
        academic_year: 2022,
        archive_type: 'QUIZ',
        professor: '張教授',
        download_count: 5,
        object_name: 'archives/2/q.pdf',
        course_id: 2,
        created_at: '2022-10-20T00:00:00Z',
        deleted_at: '2024-03-01T00:00:00Z',
      },
      {
        id: 4,
        name: '舊期中考',
        academic_year: 110,
        archive_type: 'MIDTERM',
        professor: '林美華',
        object_name: 'archives/1/old.pdf',
        uploader_id: 2,
        course_id: 1,
        created_at: '2021-11-01T00:00:00Z',
        deleted_at: '2024-05-01T00:00:00Z',
      },
      {
        id: 5,
        name: '講義',
        academic_year: 2024,
        archive_type: 'OTHER',
        professor: '李教授',
        object_name: 'archives/4/n.pdf',
        course_id: 4,
      },
      {
        id: 6,
        name: '假的檔案',
        academic_year: 2024,
        archive_type: 'OTHER',
        professor: '李教授',
        object_name: 'archives/1/word.pdf',
        course_id: 1,
      },
      {
        id: 7,
        name: '期末考',
        academic_year: 2023,
        archive_type: 'FINAL',
        professor: '林美華',
        object_name: 'archives/1/a.pdf',
        course_id: 1,
        created_at: '2024-09-01T00:00:00Z',
      },
      {
        id: 8,
        name: '演算法期末',
        academic_year: 2024,
        archive_type: 'FINAL',
        professor: '周教授',
        download_count: 7,
        object_name: 'archives/2/UPPER.PDF',
        uploader_id: 9,
        course_id: 3,
        created_at: '2024-06-20T00:00:00Z',
      },
      {
        id: 9,
        name: '年份錯誤',
        academic_year: 1800,
        archive_type: 'FINAL',
        professor: '林美華',
        object_name: 'archives/1/a.pdf',
        course_id: 1,
      },
    ],
    messages: [
      {
        id: 1,
        archive_id: 1,
        user_id: 3,
        content: '第三題答案是 42 嗎？',
        created_at: '2023-11-21T00:00:00Z',
      },
      { id: 2, archive_id: 1, user_id: 5, content: '我畢業了', created_at: '2023-11-22T00:00:00Z' },
      {
        id: 3,
        archive_id: 1,
        user_id: 4,
        content: '說錯了',
        created_at: '2023-11-23T00:00:00Z',
        deleted_at: '2023-11-23T01:00:00Z',
      },
      { id: 4, archive_id: 2, user_id: 3, content: '檔案不見了', created_at: '2024-01-11T00:00:00Z' },
    ],
    notifications: [
      {
        id: 1,
        title: '系統維護',
        body: '週六 **停機**',
        severity: 'DANGER',
        starts_at: '2025-06-01T00:00:00Z',
        ends_at: '2025-06-02T00:00:00Z',
        created_at: '2025-05-30T00:00:00Z',
      },
      { id: 2, title: '期末考週', body: '加油', is_active: false, created_at: '2025-01-01T00:00:00Z' },
      {
        id: 3,
        title: '舊公告',
        body: '已撤下',
        created_at: '2024-01-01T00:00:00Z',
        deleted_at: '2024-02-01T00:00:00Z',
      },
      {
        id: 4,
        title: '時間錯誤',
        body: '結束早於開始',
        starts_at: '2025-06-02T00:00:00Z',
        ends_at: '2025-06-01T00:00:00Z',
      },
    ],
  });
  pdf = await legacyPdf();
  upperPdf = new Uint8Array([...pdf, ...new TextEncoder().encode('% 演算法\n')]);
  bucket = await legacyBucket({
    'archives/1/a.pdf': pdf,
    'archives/2/q.pdf': pdf,
    'archives/1/old.pdf': pdf,
    'archives/4/n.pdf': pdf,
    // A Word document named .pdf, and a key in capitals under another course's folder, as uploads left them.
    'archives/1/word.pdf': 'PK\u0003\u0004 word/document.xml',
    'archives/2/UPPER.PDF': upperPdf,
  });
});
afterAll(async () => {
  await legacy?.close();
  await legacyStorage?.cleanup();
  if (bucket) await rm(bucket, { recursive: true, force: true });
});

const { run, dryRun, imported } = legacyImporter(t, () => ({ legacy, bucket }));
const userOf = async (legacyId: number) => {
  const id = await imported('user', legacyId);
  return t.db.query.users.findFirst({ where: (user, { eq }) => eq(user.id, id) });
};
const archiveOf = async (legacyId: number) => {
  const id = await imported('archive', legacyId);
  return t.db.query.archives.findFirst({ where: (archive, { eq }) => eq(archive.id, id) });
};
const countAll = async () => ({
  users: await t.db.$count(users),
  courses: await t.db.$count(courses),
  archives: await t.db.$count(archives),
  imports: await t.db.$count(legacyImports),
});

const EXPECTED_COUNTS = {
  users: { legacy: 9, imported: 8, already: 0, matched: 0, skipped: 1 },
  courses: { legacy: 4, imported: 3, already: 0, matched: 0, skipped: 1 },
  archives: { legacy: 9, imported: 5, already: 0, matched: 0, skipped: 4 },
  messages: { legacy: 4, imported: 3, already: 0, matched: 0, skipped: 1 },
  notifications: { legacy: 4, imported: 2, already: 0, matched: 0, skipped: 2 },
};

describe('moving in from the original system', () => {
  it('names each clash with the option that resolves it, and then writes nothing at all', async () => {
    const before = await countAll();
    const dry = await dryRun({});
    expect(dry.blocked).toBe(true);
    const clashes = dry.lines
      .filter((line) => line.outcome === 'clash')
      .map((line) => `#${line.id} ${line.reason}`);
    const admin = await t.db.select().from(users).where(eq(users.name, 'admin'));
    expect(clashes).toEqual([
      `#1 名稱已被本系統的帳號 #${admin[0]?.id} 使用：加上 --adopt-admin 以舊系統的帳號取代本系統首次啟動建立的管理員，或加上 --rename-conflicts 改名為「admin (2)」匯入`,
      '#9 電子郵件 LAB@dept.edu 已被本次匯入的舊系統帳號 #8 使用：加上 --rename-conflicts 改為「LAB+2@dept.edu」匯入',
    ]);
    expect(formatReport(dry)).toContain('有帳號衝突，照這樣真正匯入時會停止');
    expect(exitCodeOf(dry)).toBe(0);

    const held = await run({});
    expect(held.blocked).toBe(true);
    expect(formatReport(held)).toMatch(/^有帳號衝突，未寫入任何資料/);
    expect(exitCodeOf(held)).toBe(1);
    expect(await countAll()).toEqual(before);
  });

  it('a dry run with the options writes nothing and counts exactly what the real run then does', async () => {
    const before = await countAll();
    const dry = await dryRun();
    expect(dry.blocked).toBe(false);
    expect(dry.counts).toEqual(EXPECTED_COUNTS);
    expect(await countAll()).toEqual(before);

    const real = await run();
    expect(real.counts).toEqual(dry.counts);
    expect(real.lines.map((line) => line.reason)).toEqual(dry.lines.map((line) => line.reason));
    const text = formatReport(real);
    expect(text.trimEnd().split('\n').slice(-6)).toEqual([
      '合計：',
      '  帳號：舊系統 9 筆 = 匯入 8 + 先前已匯入 0 + 對應到既有 0 + 略過 1',
      '  課程：舊系統 4 筆 = 匯入 3 + 先前已匯入 0 + 對應到既有 0 + 略過 1',
      '  考古題：舊系統 9 筆 = 匯入 5 + 先前已匯入 0 + 對應到既有 0 + 略過 4',
      '  討論留言：舊系統 4 筆 = 匯入 3 + 先前已匯入 0 + 對應到既有 0 + 略過 1',
      '  公告：舊系統 4 筆 = 匯入 2 + 先前已匯入 0 + 對應到既有 0 + 略過 2',
    ]);
    const adminId = (await t.db.select().from(users).where(eq(users.name, 'admin')))[0]?.id;
    expect(lines(real, 'users')).toEqual([
      `noted #1 已依 --adopt-admin 取代本系統首次啟動建立的管理員帳號 #${adminId}：沿用舊系統的密碼與電子郵件`,
      'noted #4 暱稱「chen」已有人使用（不分大小寫）：改為「chen2」',
      'skipped #5 舊系統中已刪除的帳號',
      'noted #6 電子郵件「sa@cs」不符本系統的格式：照舊匯入，並在使用者管理標示待確認',
      'noted #8 已匯入，但沒有可用的密碼：請管理員重設',
      'noted #9 電子郵件已被本次匯入的舊系統帳號 #8 使用：改為「LAB+2@dept.edu」匯入，並標示待確認',
    ]);
    expect(lines(real, 'archives')).toEqual([
      'skipped #2 檔案遺失或無法讀取：archives/1/lost.pdf',
      'noted #3 進入垃圾桶：原系統已刪除',
      'noted #4 進入垃圾桶：原系統已刪除',
      'skipped #5 所屬課程 #4 未匯入',
      'skipped #6 檔案不是有效的 PDF（archives/1/word.pdf）',
      'noted #7 考試年份 2023 無法從上傳日期判斷學期：依預設記為 111 學年度（原值保留，可在編輯考古題時更正）',
      'skipped #9 考試年份 1800 既不是民國學年度（80–200），也不是可換算成學年度的西元年（1992–2111）',
    ]);
    expect(lines(real, 'courses')).toEqual([
      'noted #2 進入垃圾桶：原系統已刪除',
      'skipped #4 請輸入課程名稱',
    ]);
    expect(lines(real, 'messages')).toEqual([
      'noted #2 作者（舊系統帳號 #5）未匯入：顯示為已刪除的帳號',
      'skipped #4 所屬考古題 #2 未匯入',
    ]);
  });

  it('brings every archive the original shows, in its academic year, with its file byte for byte', async () => {
    expect(await archiveOf(1)).toMatchObject({
      name: '期中考',
      professor: '林美華',
      academicYear: 112,
      legacyAcademicYear: 2023,
      archiveType: 'midterm',
      hasAnswers: true,
      downloadCount: 42,
      uploaderId: await imported('user', 3),
      courseId: await imported('course', 1),
      deletedAt: null,
    });
    expect((await archiveOf(1))?.createdAt.toISOString()).toBe('2023-11-20T04:00:00.000Z');
    // A final uploaded in another year: nothing tells its term, so the default, said in the report.
    expect(await archiveOf(7)).toMatchObject({
      academicYear: 111,
      legacyAcademicYear: 2023,
      deletedAt: null,
    });
    // The re-created course keeps its own archive in view, from a .PDF key under another course's folder.
    const recreated = await imported('course', 3);
    expect(recreated).not.toBe(await imported('course', 2));
    const algorithms = await archiveOf(8);
    expect(algorithms).toMatchObject({
      academicYear: 112,
      courseId: recreated,
      deletedAt: null,
      downloadCount: 7,
    });
    const stored = await createStorage(t.env.storage).get(algorithms?.fileKey ?? '');
    expect(new Uint8Array(await new Response(stored.body).arrayBuffer())).toEqual(upperPdf);

    const { user, password } = await t.createUser();
    const token = await t.signIn(user, password);
    const listed = await t
      .client()
      .output(routes.courses.listCourseArchives, { params: { id: String(recreated) } }, { token });
    expect(listed.map((archive) => archive.name)).toEqual(['演算法期末']);
  });

  it('shows an administrator, and only an administrator, the 考試年份 the original had, to correct the year by', async () => {
    const courseId = String(await imported('course', 3));
    const listAs = async (caller: { token: string }) =>
      t.client().output(routes.courses.listCourseArchives, { params: { id: courseId } }, caller);
    const student = await t.createUser();
    const [seen] = await listAs({ token: await t.signIn(student.user, student.password) });
    expect(seen).toMatchObject({ name: '演算法期末', academic_year: 112 });
    expect(seen).not.toHaveProperty('legacy_academic_year');

    // The original's administrator, signed in with the password they know.
    const admin = { token: await t.signIn({ name: 'admin' }, H.adminV2.password) };
    const [listed] = await listAs(admin);
    expect(listed).toMatchObject({ academic_year: 112, legacy_academic_year: 2024 });
    const edited = await t
      .client()
      .output(
        routes.archives.updateArchive,
        { params: { cid: courseId, aid: String(listed?.id) }, body: { academic_year: 113 } },
        admin,
      );
    expect(edited).toMatchObject({ academic_year: 113, legacy_academic_year: 2024 });
  });

  it('puts in the trash only what the original had deleted: an archive, or a deleted course with its archives', async () => {
    expect((await archiveOf(4))?.deletedAt).not.toBeNull();
    expect((await archiveOf(3))?.deletedAt).not.toBeNull();
    const [deletedCourse] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.id, await imported('course', 2)));
    expect(deletedCourse?.deletedAt).not.toBeNull();
    const active = await t.db.select().from(archives).where(sql`${archives.deletedAt} is null`);
    expect(active.map((archive) => archive.name).sort()).toEqual(['期中考', '期末考', '演算法期末']);
  });

  it("keeps people apart: administrators exactly the original's, single sign-on accounts their subject", async () => {
    const admins = await t.db.select({ name: users.name }).from(users).where(eq(users.isAdmin, true));
    expect(admins.map((row) => row.name).sort()).toEqual(['110550999', 'admin', '系主任']);
    expect(await userOf(9)).toMatchObject({
      authProvider: 'oidc',
      oidcIssuer: ISSUER,
      oidcSubject: '110550999',
      email: 'LAB+2@dept.edu',
      emailNeedsReview: true,
    });
    expect(await userOf(8)).toMatchObject({ email: 'lab@dept.edu', isAdmin: false, passwordHash: null });
    expect(await userOf(6)).toMatchObject({ email: 'sa@cs', emailNeedsReview: true });
    const [adopted] = await t.db.select().from(users).where(eq(users.name, 'admin'));
    expect(await userOf(1)).toMatchObject({
      id: adopted?.id,
      email: 'admin@dept.edu',
      emailNeedsReview: false,
    });
    expect((await userOf(2))?.nickname).toBe('主任');
    expect((await userOf(3))?.nickname).toBe('Chen');
    expect((await userOf(4))?.nickname).toBe('chen2');
    expect((await userOf(7))?.nickname).toBeNull();
    expect(await readApiKey(t.db, t.env.APP_SECRET, await imported('user', 3))).toBe(GEMINI_KEY);
  });

  it('lets every local account sign in with its old password, whatever passlib format holds it', async () => {
    for (const [name, password] of [
      ['admin', H.adminV2.password],
      ['系主任', H.unicodeV2.password],
      ['陳同學', H.longV2.password],
      ['sa', H.shortV1.password],
      ['老學長', H.plainBcrypt.password],
    ]) {
      const login = await t
        .client()
        .call(routes.auth.login, { body: { username: name ?? '', password: password ?? '' } });
      expect(login.status, name).toBe(200);
    }
    const withFirstStartPassword = await t
      .client()
      .call(routes.auth.login, { body: { username: 'admin', password: FIRST_START_PASSWORD } });
    expect(withFirstStartPassword.status).toBe(401);
  });

  it('brings the discussion along, with its authors, times and deletions', async () => {
    const messages = await t.db
      .select()
      .from(archiveMessages)
      .where(eq(archiveMessages.archiveId, await imported('archive', 1)))
      .orderBy(archiveMessages.id);
    expect(messages).toMatchObject([
      { body: '第三題答案是 42 嗎？', authorId: await imported('user', 3), deletedAt: null },
      { body: '我畢業了', authorId: null, deletedAt: null },
      { body: '', authorId: await imported('user', 4) },
    ]);
    expect(messages[2]?.deletedAt?.toISOString()).toBe('2023-11-23T01:00:00.000Z');
    expect(messages[0]?.createdAt.toISOString()).toBe('2023-11-21T00:00:00.000Z');
    const notices = await t.db.select().from(announcements).orderBy(announcements.id);
    expect(notices.map((notice) => [notice.title, notice.importance, notice.active])).toEqual([
      ['系統維護', 'important', true],
      ['期末考週', 'normal', false],
    ]);
  });

  it('a second run imports only what is new', async () => {
    await legacy.insert({
      archives: [
        {
          id: 10,
          name: '補考',
          academic_year: 2025,
          archive_type: 'OTHER',
          professor: '林美華',
          object_name: 'archives/1/a.pdf',
          course_id: 1,
          created_at: '2025-03-01T00:00:00Z',
        },
      ],
    });
    const report = await run();
    expect(report.counts.users).toMatchObject({ imported: 0, already: 8, skipped: 1 });
    expect(report.counts.archives).toMatchObject({ imported: 1, already: 5, skipped: 4 });
    expect(report.counts.messages).toMatchObject({ imported: 0, already: 3, skipped: 1 });
    expect(await archiveOf(10)).toMatchObject({ academicYear: 113, legacyAcademicYear: 2025 });
  });
});
