// pnpm import-legacy where this system already has people and courses: the original's accounts are matched to
// the same people (by single sign-on subject, or by local name and e-mail), a match whose administrator rights
// differ holds the import, a course joins the active one of its name, and the first start's administrator gives
// way to the original's; the dry run shows every match the real run then makes.
import { rm } from 'node:fs/promises';
import { routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../courses/service.ts';
import { archives, legacyImports, type UserRow, users } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { useTestApp } from '../test-support/app.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import {
  FIRST_START_PASSWORD,
  firstStart,
  LEGACY_ISSUER as ISSUER,
  type LegacySystem,
  legacyImporter,
  reportLines as lines,
} from '../test-support/legacy-import.ts';
import {
  PASSLIB_HASHES as H,
  legacyBucket,
  legacyPdf,
  openLegacyTestDatabase,
} from '../test-support/legacy-system.ts';
import { upsertOidcUser } from '../users/repository.ts';
import { formatReport } from './report.ts';

// A whole import, dry run and real, with the admin's settling in between: tens of seconds on a loaded machine.
describe('moving in where accounts and courses already are', { timeout: 90_000 }, () => {
  const here = useTestApp();
  let original: TestStorage;
  let system: LegacySystem | undefined;
  const importer = legacyImporter(here, () => {
    if (!system) throw new Error('the original system is set up in beforeAll');
    return system;
  });
  let sso: UserRow;
  let wang: UserRow;
  let lin: UserRow;
  let office: UserRow;
  let firstAdmin: UserRow | undefined;
  let courseId: number;

  beforeAll(async () => {
    // The first start's administrator, given the original administrator's e-mail, and people who signed in
    // here before the move: by single sign-on, and with local accounts an admin made.
    await firstStart(here.db, 'admin@dept.edu');
    firstAdmin = (await here.db.select().from(users).where(eq(users.name, 'admin')))[0];
    sso = await upsertOidcUser(here.db, {
      issuer: ISSUER,
      subject: '110550001',
      email: 'ming@smail.dept.edu',
      name: '王小明',
      avatarUrl: null,
    });
    wang = (await here.createUser({ name: 'wang' })).user;
    lin = (await here.createUser({ name: 'lin', isAdmin: true })).user;
    office = (await here.createUser({ name: 'office' })).user;
    const course = await createCourse(here.db, { name: '資料結構', category: 'sophomore' });
    if (course instanceof Refusal) throw new Error(course.code);
    courseId = course.id;
    original = await createTestStorage({ database: 'empty' });
    const legacy = await openLegacyTestDatabase(original.databaseUrl, {
      users: [
        // The same subject under another name, the same local account in another letter case, and one whose
        // rights here are not the original's.
        {
          id: 1,
          name: '110550001',
          email: 'ming@smail.dept.edu',
          oauth_provider: 'nycu',
          oauth_sub: '110550001',
        },
        { id: 2, name: 'wang', email: 'WANG@example.edu', is_local: true, password_hash: H.shortV1.hash },
        { id: 3, name: 'lin', email: 'lin@example.edu', is_local: true, password_hash: H.longV2.hash },
        // A single sign-on administrator whose name and e-mail are both a local account's here.
        {
          id: 4,
          name: 'office',
          email: 'office@example.edu',
          is_admin: true,
          oauth_provider: 'nycu',
          oauth_sub: '110550999',
        },
        // The original's administrator, with the e-mail the first start gave its own.
        {
          id: 5,
          name: 'admin',
          email: 'admin@dept.edu',
          is_admin: true,
          is_local: true,
          password_hash: H.adminV2.hash,
        },
      ],
      courses: [
        { id: 1, name: '資料結構', category: 'SOPHOMORE' },
        { id: 2, name: '演算法', category: 'JUNIOR', deleted_at: '2024-03-01T00:00:00Z' },
      ],
      archives: [
        {
          id: 1,
          name: '期中考',
          academic_year: 2023,
          archive_type: 'MIDTERM',
          professor: '林美華',
          object_name: 'archives/1/a.pdf',
          uploader_id: 2,
          course_id: 1,
          created_at: '2023-11-20T04:00:00Z',
        },
        // Not deleted itself, but its course was.
        {
          id: 2,
          name: '期末考',
          academic_year: 2024,
          archive_type: 'FINAL',
          professor: '周教授',
          object_name: 'archives/2/b.pdf',
          course_id: 2,
          created_at: '2024-01-10T00:00:00Z',
        },
      ],
    });
    const pdf = await legacyPdf();
    system = { legacy, bucket: await legacyBucket({ 'archives/1/a.pdf': pdf, 'archives/2/b.pdf': pdf }) };
  });
  afterAll(async () => {
    await system?.legacy.close();
    await original?.cleanup();
    if (system) await rm(system.bucket, { recursive: true, force: true });
  });

  it('holds a match whose rights differ as a clash: a merge neither gives nor takes administrator rights', async () => {
    const dry = await importer.dryRun({});
    expect(lines(dry, 'users')).toContain(
      `clash #3 同名稱、同電子郵件，對應到本系統的帳號 #${lin.id}，但權限不同（舊系統：一般使用者；本系統：管理員）：請先在本系統的使用者管理調整權限，再重新匯入`,
    );
    const held = await importer.run({});
    expect(held.blocked).toBe(true);
    expect(held.counts.users).toEqual(dry.counts.users);
    expect(await here.db.$count(legacyImports)).toBe(0);
    expect((await here.db.select().from(users).where(eq(users.id, lin.id)))[0]?.isAdmin).toBe(true);
  });

  it('names every clash of an account in one line, and counts the account once', async () => {
    const held = await importer.run({});
    const clashes = lines(held, 'users').filter((line) => line.startsWith('clash #4 '));
    expect(clashes).toEqual([
      `clash #4 名稱與電子郵件 office@example.edu 都已被本系統的帳號 #${office.id} 使用：加上 --rename-conflicts 改名為「office (2)」、電子郵件改為「office+2@example.edu」匯入`,
    ]);
    expect(held.counts.users).toEqual({ legacy: 5, imported: 0, already: 0, matched: 2, skipped: 3 });
    expect(formatReport(held)).toContain('帳號：舊系統 5 筆 = 匯入 0 + 先前已匯入 0 + 對應到既有 2 + 略過 3');
  });

  it("offers the original's administrator the first start's place even when their e-mails agree", async () => {
    const held = await importer.run({});
    expect(lines(held, 'users').filter((line) => line.startsWith('clash #5 '))).toEqual([
      `clash #5 名稱與電子郵件 admin@dept.edu 都已被本系統的帳號 #${firstAdmin?.id} 使用：加上 --adopt-admin 以舊系統的帳號取代本系統首次啟動建立的管理員，或加上 --rename-conflicts 改名為「admin (2)」、電子郵件改為「admin+2@dept.edu」匯入`,
    ]);
  });

  it('matches the same person and the same course, and the dry run shows every match the real run makes', async () => {
    // The administrator settles the clash here first, as its line asks.
    await here.db.update(users).set({ isAdmin: false }).where(eq(users.id, lin.id));
    const accountsBefore = await here.db.$count(users);
    const dry = await importer.dryRun();
    const real = await importer.run();
    expect(real.counts).toEqual(dry.counts);
    expect(real.lines).toEqual(dry.lines);
    expect(real.counts).toMatchObject({
      users: { legacy: 5, imported: 2, already: 0, matched: 3, skipped: 0 },
      courses: { legacy: 2, imported: 1, already: 0, matched: 1, skipped: 0 },
      archives: { legacy: 2, imported: 2, already: 0, matched: 0, skipped: 0 },
    });
    expect(lines(real, 'users')).toEqual([
      `matched #1 同一單一登入身分，對應到本系統的帳號 #${sso.id}`,
      `matched #2 同名稱、同電子郵件，對應到本系統的帳號 #${wang.id}`,
      `matched #3 同名稱、同電子郵件，對應到本系統的帳號 #${lin.id}`,
      `noted #4 名稱已被本系統的帳號 #${office.id} 使用：改名為「office (2)」匯入`,
      `noted #4 電子郵件已被本系統的帳號 #${office.id} 使用：改為「office+2@example.edu」匯入，並標示待確認`,
      `noted #5 已依 --adopt-admin 取代本系統首次啟動建立的管理員帳號 #${firstAdmin?.id}：沿用舊系統的密碼與電子郵件`,
    ]);
    expect(lines(real, 'courses')).toEqual([
      `matched #1 對應到本系統同名同類別的課程 #${courseId}`,
      'noted #2 進入垃圾桶：原系統已刪除',
    ]);
    expect(lines(real, 'archives')).toEqual(['noted #2 進入垃圾桶：所屬課程 #2 在原系統已刪除']);
    expect(await here.db.$count(users)).toBe(accountsBefore + 1);
    expect(await here.db.select().from(users).where(eq(users.name, 'office (2)'))).toMatchObject([
      { email: 'office+2@example.edu', isAdmin: true, oidcSubject: '110550999', emailNeedsReview: true },
    ]);
    // The archive joins the course already here, uploaded by the account it was matched to.
    const archiveId = await importer.imported('archive', 1);
    const [archive] = await here.db.select().from(archives).where(eq(archives.id, archiveId));
    expect(archive).toMatchObject({ courseId, uploaderId: wang.id, deletedAt: null });
    expect(await here.db.select().from(users).where(eq(users.id, sso.id))).toMatchObject([
      { oidcIssuer: ISSUER, oidcSubject: '110550001', isAdmin: false },
    ]);
  });

  it("lets the adopted administrator sign in with the original's password, no longer the first start's", async () => {
    const signIn = (password: string) =>
      here.client().call(routes.auth.login, { body: { username: 'admin', password } });
    expect((await signIn(H.adminV2.password)).status).toBe(200);
    expect((await signIn(FIRST_START_PASSWORD)).status).toBe(401);
    expect(await importer.imported('user', 5)).toBe(firstAdmin?.id);
  });
});
