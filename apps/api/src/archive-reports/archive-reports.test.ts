// Reports on archives (product §4.16, §8.11): a signed-in user reports an archive once per open reason; admins
// resolve every open report of an archive and reason at once in 檢舉 (fixed after an edit or a move, hidden in the
// trash, deleted for good, or dismissed), recorded in the audit log; each reporter sees the outcome in 我的檢舉.
import {
  ARCHIVE_REPORT_RATE_LIMIT,
  type ArchiveReportInput,
  type ArchiveReportResolution,
  MY_REPORTS_LINK,
  routes,
} from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { archiveReports, archives, auditLog } from '../db/schema.ts';
import { createStorage } from '../storage/index.ts';
import { createArchive } from '../test-support/ai-exam.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';
import { reportersOfResolvedGroup } from './serialize.ts';

const t = useTestApp();
const reports = routes.archiveReports;

const report = (token: string | null, archiveId: number, body: ArchiveReportInput) =>
  t.client().call(reports.reportArchive, { params: { id: String(archiveId) }, body }, token ? { token } : {});
const list = (token: string, state: 'open' | 'resolved' = 'open') =>
  t.client().call(reports.adminListArchiveReports, { query: { state } }, { token });
const resolve = (token: string, archiveId: number, body: ArchiveReportResolution) =>
  t.client().call(reports.adminResolveArchiveReports, { params: { id: String(archiveId) }, body }, { token });
const mine = (token: string) => t.client().output(reports.myArchiveReports, {}, { token });

async function reportedArchive() {
  const course = await insertCourse(t);
  const archive = await insertArchive(t, { courseId: course.id });
  return { course, archive };
}

describe('reporting an archive', () => {
  test('a student reports once per open reason, with an optional note', async () => {
    const { archive } = await reportedArchive();
    const student = await signedInUser(t);
    expect(
      await report(student.token, archive.id, { reason: 'unreadable', note: '第 3 頁\n模糊' }),
    ).toMatchObject({
      status: 201,
      body: { reason: 'unreadable' },
    });
    expect(await report(student.token, archive.id, { reason: 'unreadable' })).toMatchObject({
      status: 409,
      body: {
        code: 'duplicate_archive_report',
        detail: '您已用這個理由回報過此考古題，管理員處理前不必再次回報',
      },
    });
    expect(await report(student.token, archive.id, { reason: 'duplicate', note: '' })).toMatchObject({
      status: 201,
    });
    expect(await report(student.token, 999_999, { reason: 'duplicate' })).toMatchObject({
      status: 404,
      body: { code: 'archive_not_found' },
    });
    const stored = await t.db.select().from(archiveReports).where(eq(archiveReports.archiveId, archive.id));
    expect(stored.map((row) => [row.reason, row.note]).sort()).toEqual([
      ['duplicate', null],
      ['unreadable', '第 3 頁\n模糊'],
    ]);
  });

  test('refuses a guest, a bad reason, a long note and an archive in the trash, changing nothing', async () => {
    const { archive } = await reportedArchive();
    const student = await signedInUser(t);
    expect((await report(null, archive.id, { reason: 'copyright' })).status).toBe(401);
    const long = await report(student.token, archive.id, { reason: 'copyright', note: '長'.repeat(1001) });
    expect(long).toMatchObject({ status: 400, body: { detail: '補充說明最多 1000 個字' } });
    const bad = await t.client().call(
      reports.reportArchive,
      // @ts-expect-error a reason the contract does not know
      { params: { id: String(archive.id) }, body: { reason: 'ugly' } },
      { token: student.token },
    );
    expect(bad.status).toBe(400);
    const trashed = await insertArchive(t, { courseId: archive.courseId, deletedAt: new Date() });
    expect(await report(student.token, trashed.id, { reason: 'copyright' })).toMatchObject({ status: 404 });
    expect(await t.db.select().from(archiveReports).where(eq(archiveReports.reporterId, student.id))).toEqual(
      [],
    );
  });

  test(`a user reports at most ${ARCHIVE_REPORT_RATE_LIMIT.count} times in ${ARCHIVE_REPORT_RATE_LIMIT.seconds} seconds`, async () => {
    const student = await signedInUser(t);
    const course = await insertCourse(t);
    for (let index = 0; index < ARCHIVE_REPORT_RATE_LIMIT.count; index += 1) {
      const archive = await insertArchive(t, { courseId: course.id });
      expect((await report(student.token, archive.id, { reason: 'incomplete' })).status).toBe(201);
    }
    const one = await insertArchive(t, { courseId: course.id });
    const refused = await report(student.token, one.id, { reason: 'incomplete' });
    expect(refused).toMatchObject({ status: 429, body: { code: 'archive_report_rate_limited' } });
    expect(refused.ok || refused.body.detail).toMatch(/^回報太頻繁，請 \d+ 秒後再試$/);
  });
});

describe('檢舉 for admins', () => {
  test('groups open reports by archive and reason, counting reporters; only admins', async () => {
    const { archive, course } = await reportedArchive();
    const [one, two, three] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const admin = await signedInUser(t, { isAdmin: true });
    if (!one || !two || !three) throw new Error('no users');
    await report(one.token, archive.id, { reason: 'wrong_metadata', note: '應該是期末考' });
    await report(two.token, archive.id, { reason: 'wrong_metadata' });
    await report(three.token, archive.id, { reason: 'copyright' });
    expect((await list(one.token)).status).toBe(403);
    expect((await t.client().call(reports.adminListArchiveReports, { query: {} })).status).toBe(401);
    const listed = await list(admin.token);
    if (!listed.ok) throw new Error(`listed ${listed.status}`);
    const mineOnly = listed.body.groups.filter((group) => group.archive_id === archive.id);
    // Newest first: the copyright report came last.
    expect(mineOnly.map((group) => [group.reason, group.count])).toEqual([
      ['copyright', 1],
      ['wrong_metadata', 2],
    ]);
    expect(mineOnly[1]).toMatchObject({
      archive_name: archive.name,
      course_id: course.id,
      course_name: course.name,
      in_trash: false,
      outcome: null,
    });
    expect(mineOnly[1]?.reports.map((entry) => entry.note)).toEqual([null, '應該是期末考']);
  });

  test('fixed after a move: the archive is in its new course, reporters of that reason are told, others wait', async () => {
    const { archive, course } = await reportedArchive();
    const elsewhere = await insertCourse(t);
    const [one, two] = [await signedInUser(t), await signedInUser(t)];
    const admin = await signedInUser(t, { isAdmin: true });
    if (!one || !two) throw new Error('no users');
    await report(one.token, archive.id, { reason: 'wrong_metadata' });
    await report(two.token, archive.id, { reason: 'wrong_metadata' });
    await report(two.token, archive.id, { reason: 'unreadable' });
    const params = { cid: String(course.id), aid: String(archive.id) };
    const moved = await t
      .client()
      .call(
        routes.archives.updateArchive,
        { params, body: { course_id: elsewhere.id } },
        { token: admin.token },
      );
    expect(moved.status).toBe(200);
    expect(
      await resolve(one.token, archive.id, { reason: 'wrong_metadata', outcome: 'fixed' }),
    ).toMatchObject({
      status: 403,
    });
    const resolved = await resolve(admin.token, archive.id, {
      reason: 'wrong_metadata',
      outcome: 'fixed',
      resolution_note: '已移到正確的課程',
    });
    expect(resolved).toMatchObject({
      status: 200,
      body: { outcome: 'fixed', count: 2, course_id: elsewhere.id, resolution_note: '已移到正確的課程' },
    });
    if (resolved.ok) expect(reportersOfResolvedGroup(resolved.body).sort()).toEqual([one.id, two.id].sort());
    // Each reporter is notified of the outcome, with a link to 我的檢舉; the admin is not.
    for (const reporter of [one, two]) {
      const page = await t
        .client()
        .output(routes.notifications.listNotifications, { query: {} }, { token: reporter.token });
      expect(page.items.filter((item) => item.kind === 'report_resolved')).toEqual([
        expect.objectContaining({
          title: `你回報的「${archive.name}」已處理：已修正`,
          body: '已移到正確的課程',
          link: MY_REPORTS_LINK,
        }),
      ]);
    }
    const adminPage = await t
      .client()
      .output(routes.notifications.listNotifications, { query: {} }, { token: admin.token });
    expect(adminPage.items.filter((item) => item.kind === 'report_resolved')).toEqual([]);
    expect(
      await resolve(admin.token, archive.id, { reason: 'wrong_metadata', outcome: 'dismissed' }),
    ).toMatchObject({
      status: 409,
      body: { code: 'no_open_archive_reports' },
    });
    expect(await mine(one.token)).toMatchObject({
      unseen: 1,
      reports: [
        { outcome: 'fixed', seen: false, resolution_note: '已移到正確的課程', course_id: elsewhere.id },
      ],
    });
    const seen = await t.client().output(reports.markMyArchiveReportsSeen, {}, { token: one.token });
    expect(seen).toMatchObject({ unseen: 0, reports: [{ outcome: 'fixed', seen: true }] });
    // The other reporter sees only their own: one resolved, one still open.
    const theirs = await mine(two.token);
    expect(theirs.reports.map((entry) => [entry.reason, entry.outcome])).toEqual([
      ['unreadable', null],
      ['wrong_metadata', 'fixed'],
    ]);
    const open = await list(admin.token);
    expect(
      open.ok && open.body.groups.filter((group) => group.archive_id === archive.id).map((g) => g.reason),
    ).toEqual(['unreadable']);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'archive_report.resolve'));
    expect(entries.find((entry) => entry.targetId === String(archive.id))).toMatchObject({
      actorId: admin.id,
      targetType: 'archive',
      before: expect.objectContaining({ reason: 'wrong_metadata', course_id: elsewhere.id }),
      after: expect.objectContaining({ outcome: 'fixed', reports_resolved: 2 }),
    });
  });

  test('hidden moves the archive to the trash, where an admin can restore it; audited', async () => {
    const { archive, course } = await reportedArchive();
    const student = await signedInUser(t);
    const admin = await signedInUser(t, { isAdmin: true });
    await report(student.token, archive.id, { reason: 'copyright' });
    expect(await resolve(admin.token, archive.id, { reason: 'copyright', outcome: 'hidden' })).toMatchObject({
      status: 200,
      body: { outcome: 'hidden', in_trash: true, archive_id: archive.id },
    });
    const [row] = await t.db.select().from(archives).where(eq(archives.id, archive.id));
    expect(row?.deletedBy).toBe(admin.id);
    const listed = await t
      .client()
      .output(
        routes.courses.listCourseArchives,
        { params: { id: String(course.id) } },
        { token: student.token },
      );
    expect(listed).toEqual([]);
    expect((await mine(student.token)).reports[0]?.outcome).toBe('hidden');
    const done = await list(admin.token, 'resolved');
    expect(done.ok && done.body.groups.find((group) => group.archive_id === archive.id)).toMatchObject({
      outcome: 'hidden',
      count: 1,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(archive.id)));
    expect(entry).toMatchObject({
      action: 'archive_report.resolve',
      before: expect.objectContaining({ in_trash: false }),
      after: expect.objectContaining({ in_trash: true, outcome: 'hidden' }),
    });
  });

  test('deleted removes the archive and its file for good; the reporter still learns it, by its name', async () => {
    const course = await insertCourse(t);
    const archive = await createArchive(t, course);
    const student = await signedInUser(t);
    const admin = await signedInUser(t, { isAdmin: true });
    await report(student.token, archive.id, { reason: 'duplicate', note: '與另一份相同' });
    expect(await resolve(admin.token, archive.id, { reason: 'duplicate', outcome: 'deleted' })).toMatchObject(
      {
        status: 200,
        body: { outcome: 'deleted', archive_id: null, archive_name: archive.name },
      },
    );
    expect(await t.db.select().from(archives).where(eq(archives.id, archive.id))).toEqual([]);
    expect(await createStorage(t.env.storage).stat(archive.fileKey)).toBeNull();
    expect(await mine(student.token)).toMatchObject({
      unseen: 1,
      reports: [{ outcome: 'deleted', archive_id: null, archive_name: archive.name, note: '與另一份相同' }],
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(archive.id)));
    expect(entry).toMatchObject({
      action: 'archive_report.resolve',
      targetName: archive.name,
      before: expect.objectContaining({ id: archive.id, in_trash: false, reason: 'duplicate' }),
      after: expect.objectContaining({ outcome: 'deleted' }),
    });
  });

  test('dismissed leaves the archive as it was; an unknown archive is a 404', async () => {
    const { archive } = await reportedArchive();
    const student = await signedInUser(t);
    const admin = await signedInUser(t, { isAdmin: true });
    await report(student.token, archive.id, { reason: 'incomplete' });
    expect(
      await resolve(admin.token, archive.id, { reason: 'incomplete', outcome: 'dismissed' }),
    ).toMatchObject({
      status: 200,
      body: { outcome: 'dismissed', in_trash: false },
    });
    const [row] = await t.db.select().from(archives).where(eq(archives.id, archive.id));
    expect(row?.deletedAt).toBeNull();
    expect(await resolve(admin.token, 999_999, { reason: 'incomplete', outcome: 'dismissed' })).toMatchObject(
      {
        status: 404,
        body: { code: 'archive_not_found' },
      },
    );
    // Once resolved, the same problem may be reported again.
    expect((await report(student.token, archive.id, { reason: 'incomplete' })).status).toBe(201);
  });
});
