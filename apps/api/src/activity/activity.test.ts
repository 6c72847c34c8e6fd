import { type ArchiveOverview, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { archiveOverview } from '../archives/overview.ts';
import { archiveDownloadDays, archives } from '../db/schema.ts';
import { writesBehind } from '../db/writes-behind.ts';
import { createArchive } from '../test-support/ai-exam.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';
import { countStatements } from '../test-support/statements.ts';
import { recordDownload } from './service.ts';

const t = useTestApp();
let admin: { id: number; token: string };
beforeAll(async () => {
  admin = await signedInUser(t, { isAdmin: true });
});

const overview = (token: string): Promise<ArchiveOverview> =>
  t.client().output(routes.archives.archiveOverview, {}, { token });
const visit = (token: string, courseId: number) =>
  t.client().call(routes.courses.recordCourseVisit, { params: { id: String(courseId) } }, { token });
const download = async (token: string, courseId: number, archiveId: number) => {
  const params = { cid: String(courseId), aid: String(archiveId) };
  const response = await t.client().raw(routes.archives.archiveDownload, { params }, { token });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
};
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('recent courses', () => {
  test('are the courses a user opened, most recently opened first, each once, and only their own', async () => {
    const student = await signedInUser(t);
    const [first, second] = [await insertCourse(t), await insertCourse(t, { category: 'freshman' })];
    expect(await visit(student.token, first.id)).toMatchObject({ status: 200, body: { ok: true } });
    await visit(student.token, second.id);
    expect(ids((await overview(student.token)).recent_courses)).toEqual([second.id, first.id]);
    await visit(student.token, first.id);

    const { recent_courses } = await overview(student.token);
    expect(recent_courses).toEqual([
      expect.objectContaining({ id: first.id, name: first.name, category: 'senior', pending: false }),
      expect.objectContaining({ id: second.id, name: second.name, category: 'freshman', pending: false }),
    ]);
    expect(Date.parse(recent_courses[0]?.visited_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await overview((await signedInUser(t)).token)).recent_courses).toEqual([]);
  });

  test('leave out a course deleted since, keep one awaiting review, and refuse to note one that is gone', async () => {
    const student = await signedInUser(t);
    const [kept, deleted, pending] = [
      await insertCourse(t),
      await insertCourse(t),
      await insertCourse(t, { pending: true }),
    ];
    for (const course of [kept, deleted, pending]) await visit(student.token, course.id);
    const removed = await t
      .client()
      .call(routes.courses.adminDeleteCourse, { params: { id: String(deleted.id) } }, { token: admin.token });
    expect(removed.status).toBe(200);

    expect((await overview(student.token)).recent_courses).toEqual([
      expect.objectContaining({ id: pending.id, pending: true }),
      expect.objectContaining({ id: kept.id }),
    ]);
    for (const id of [deleted.id, 2_000_000_000]) {
      expect(await visit(student.token, id)).toMatchObject({
        status: 404,
        body: { code: 'course_not_found' },
      });
    }
  });

  test('go with a pending course merged into another, which the merge does not stop', async () => {
    const student = await signedInUser(t);
    const [pending, target] = [await insertCourse(t, { pending: true }), await insertCourse(t)];
    await visit(student.token, pending.id);
    const merged = await t
      .client()
      .call(
        routes.courses.adminMergeCourse,
        { params: { id: String(pending.id) }, body: { into_course_id: target.id } },
        { token: admin.token },
      );
    expect(merged.status).toBe(200);
    expect((await overview(student.token)).recent_courses).toEqual([]);
  });

  test('are for signed-in users only', async () => {
    const course = await insertCourse(t);
    expect((await t.client().call(routes.archives.archiveOverview)).status).toBe(401);
    expect(
      (await t.client().call(routes.courses.recordCourseVisit, { params: { id: String(course.id) } })).status,
    ).toBe(401);
  });
});

describe('the department’s newest uploads', () => {
  test('list the newest first, leaving out the trash, deleted courses and courses awaiting review', async () => {
    const student = await signedInUser(t);
    const course = await insertCourse(t, { category: 'junior' });
    const pending = await insertCourse(t, { pending: true });
    const deleted = await insertCourse(t);
    const older = await insertArchive(t, { courseId: course.id });
    await insertArchive(t, { courseId: pending.id });
    await insertArchive(t, { courseId: course.id, deletedAt: new Date() });
    await insertArchive(t, { courseId: deleted.id });
    await t
      .client()
      .call(routes.courses.adminDeleteCourse, { params: { id: String(deleted.id) } }, { token: admin.token });
    const newer = await insertArchive(t, { courseId: course.id });

    const { newest_archives } = await overview(student.token);
    expect(ids(newest_archives).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(newest_archives[0]).toEqual({
      id: newer.id,
      name: '期中考',
      professor: '張教授',
      academic_year: 112,
      archive_type: 'midterm',
      has_answers: false,
      download_count: 0,
      uploader_id: null,
      created_at: newer.createdAt.toISOString(),
      course_id: course.id,
      course_name: course.name,
      course_category: 'junior',
    });
  });

  test('are at most eight', async () => {
    const course = await insertCourse(t);
    for (let n = 0; n < 9; n += 1) await insertArchive(t, { courseId: course.id });
    expect((await overview(admin.token)).newest_archives).toHaveLength(8);
  });
});

describe('this term’s most downloaded', () => {
  test('count the downloads made now, most downloaded first, and a download notes the course as opened', async () => {
    const student = await signedInUser(t);
    const course = await insertCourse(t);
    const [once, twice] = [await createArchive(t, course), await createArchive(t, course)];
    await download(student.token, course.id, twice.id);
    await download(admin.token, course.id, twice.id);
    await download(student.token, course.id, once.id);

    const { popular_archives, recent_courses, term } = await overview(student.token);
    const counted = popular_archives.filter((archive) => archive.course_id === course.id);
    expect(
      counted.map(({ id, term_download_count, download_count }) => ({
        id,
        term_download_count,
        download_count,
      })),
    ).toEqual([
      { id: twice.id, term_download_count: 2, download_count: 2 },
      { id: once.id, term_download_count: 1, download_count: 1 },
    ]);
    expect(ids(recent_courses)).toEqual([course.id]);
    expect(term.starts_on <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  test('made together are each counted, by one write of two statements', async () => {
    const course = await insertCourse(t);
    const [even, odd] = [await createArchive(t, course), await createArchive(t, course)];
    const users = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    const downloads = users.flatMap((user) =>
      [even, odd, even, odd].map((archive) => ({
        userId: user.id,
        courseId: course.id,
        archiveId: archive.id,
      })),
    );
    const statements = countStatements(t.db);
    try {
      for (const made of downloads) recordDownload(t.db, t.logger, made);
      await writesBehind(t.db).settled();
      expect(statements.sent()).toBe(2);
    } finally {
      statements.stop();
    }
    const { popular_archives } = await overview(users[0]?.token ?? '');
    expect(
      popular_archives
        .filter((archive) => archive.course_id === course.id)
        .map(({ id, term_download_count, download_count }) => ({ id, term_download_count, download_count })),
    ).toEqual([
      { id: odd.id, term_download_count: 6, download_count: 6 },
      { id: even.id, term_download_count: 6, download_count: 6 },
    ]);
    for (const user of users) expect(ids((await overview(user.token)).recent_courses)).toEqual([course.id]);
  });

  test('are written within moments when nothing reads them', async () => {
    const course = await insertCourse(t);
    const archive = await createArchive(t, course);
    const user = await signedInUser(t);
    recordDownload(t.db, t.logger, { userId: user.id, courseId: course.id, archiveId: archive.id });
    const counted = async () =>
      (await t.db.select({ n: archives.downloadCount }).from(archives).where(eq(archives.id, archive.id)))[0]
        ?.n;
    await expect.poll(counted).toBe(1);
  });

  test('sum the term’s days only, leave out what cannot be browsed, and break ties by the newer archive', async () => {
    const course = await insertCourse(t);
    const pending = await insertCourse(t, { pending: true });
    const [a, b, c] = [
      await insertArchive(t, { courseId: course.id }),
      await insertArchive(t, { courseId: course.id }),
      await insertArchive(t, { courseId: course.id }),
    ];
    const trashed = await insertArchive(t, { courseId: course.id, deletedAt: new Date() });
    const unreviewed = await insertArchive(t, { courseId: pending.id });
    // Far in the future, so that no other test's downloads fall in the term.
    const days = [
      { archiveId: a.id, day: '2089-07-31', downloads: 50 },
      { archiveId: a.id, day: '2089-08-01', downloads: 2 },
      { archiveId: a.id, day: '2090-01-31', downloads: 1 },
      { archiveId: b.id, day: '2089-12-24', downloads: 3 },
      { archiveId: c.id, day: '2090-02-01', downloads: 40 },
      { archiveId: trashed.id, day: '2089-10-01', downloads: 9 },
      { archiveId: unreviewed.id, day: '2089-10-01', downloads: 9 },
    ];
    await t.db.insert(archiveDownloadDays).values(days);

    const answer = await archiveOverview(t.db, admin.id, new Date('2089-10-01T12:00:00+08:00'));
    expect(answer.term).toEqual({
      academic_year: 178,
      semester: 1,
      starts_on: '2089-08-01',
      ends_on: '2090-01-31',
    });
    expect(
      answer.popular_archives.map(({ id, term_download_count }) => ({ id, term_download_count })),
    ).toEqual([
      { id: b.id, term_download_count: 3 },
      { id: a.id, term_download_count: 3 },
    ]);
  });

  test('go with an archive purged from the trash', async () => {
    const course = await insertCourse(t);
    const archive = await createArchive(t, course);
    await download(admin.token, course.id, archive.id);
    const params = { cid: String(course.id), aid: String(archive.id) };
    expect(
      (await t.client().call(routes.archives.deleteArchive, { params }, { token: admin.token })).status,
    ).toBe(200);
    const purged = await t
      .client()
      .call(routes.trash.purgeArchive, { params: { id: String(archive.id) } }, { token: admin.token });
    expect(purged.status).toBe(200);
    expect(ids((await overview(admin.token)).popular_archives)).not.toContain(archive.id);
  });
});
