import { routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { archives, courses, jobs } from '../../db/schema.ts';
import { insertJob } from '../../jobs/repository.ts';
import { createStorage } from '../../storage/index.ts';
import { createArchive } from '../../test-support/ai-exam.ts';
import { useTestApp } from '../../test-support/app.ts';
import { insertCourse, listArchives, listCourses, signedInUser } from '../../test-support/archives.ts';
import { useJobWorkers } from '../../test-support/jobs.ts';
import { PURGE_TRASH_KIND } from './purge-job.ts';
import { purgeExpiredTrash } from './service.ts';

const t = useTestApp();
let admin: { id: number; token: string };
beforeAll(async () => {
  admin = await signedInUser(t, { isAdmin: true });
});
const { startMaintenance } = useJobWorkers(() => t);

const DAY = 86_400_000;
const { listTrash, restoreArchive, purgeArchive } = routes.trash;
const as = () => ({ token: admin.token });
const trash = () => t.client().output(listTrash, {}, as());
const restore = (id: number) => t.client().call(restoreArchive, { params: { id: String(id) } }, as());
const purge = (id: number) => t.client().call(purgeArchive, { params: { id: String(id) } }, as());
const deleteArchive = (courseId: number, id: number, token = admin.token) =>
  t
    .client()
    .output(routes.archives.deleteArchive, { params: { cid: String(courseId), aid: String(id) } }, { token });
const deleteCourse = (id: number) =>
  t.client().output(routes.courses.adminDeleteCourse, { params: { id: String(id) } }, as());
const storage = () => createStorage(t.env.storage);

describe('the trash', () => {
  test('holds a deleted archive with who deleted it and when it will be purged, newest first', async () => {
    const uploader = await signedInUser(t);
    const course = await insertCourse(t);
    const first = await createArchive(t, course, { year: 110, professor: '李教授' });
    const second = await createArchive(t, course, { type: 'final' });
    await t.db.update(archives).set({ uploaderId: uploader.id }).where(eq(archives.id, first.id));
    await deleteArchive(course.id, first.id, uploader.token);
    await deleteArchive(course.id, second.id);

    const listed = (await trash()).filter((item) => item.course_id === course.id);
    expect(listed.map((item) => item.id)).toEqual([second.id, first.id]);
    const [, own] = listed;
    const uploaderName = (await t.client().output(routes.users.me, {}, { token: uploader.token })).name;
    expect(own).toMatchObject({
      course_name: course.name,
      course_category: course.category,
      course_deleted: false,
      name: first.name,
      professor: '李教授',
      academic_year: 110,
      archive_type: 'midterm',
      deleted_by: uploaderName,
    });
    expect(Date.parse(own?.purge_at ?? '') - Date.parse(own?.deleted_at ?? '')).toBe(30 * DAY);
    expect(await listArchives(t, course.id, admin.token)).toEqual([]);
  });

  test('a restored archive is back in its course, serving its file, and out of the trash', async () => {
    const course = await insertCourse(t);
    const archive = await createArchive(t, course);
    await deleteArchive(course.id, archive.id);
    const restored = await restore(archive.id);
    expect(restored).toMatchObject({
      status: 200,
      body: { id: archive.id, course_id: course.id, course_outcome: 'active' },
    });
    expect((await listArchives(t, course.id, admin.token)).map((item) => item.id)).toEqual([archive.id]);
    const params = { cid: String(course.id), aid: String(archive.id) };
    expect((await t.client().call(routes.archives.archiveFile, { params }, as())).status).toBe(200);
    expect((await trash()).map((item) => item.id)).not.toContain(archive.id);
    expect(await restore(archive.id)).toMatchObject({
      status: 404,
      body: { code: 'trash_archive_not_found' },
    });
  });

  test('a deleted course sends its archives to the trash; restoring one brings the course back with it alone', async () => {
    const course = await insertCourse(t);
    const kept = await createArchive(t, course);
    const other = await createArchive(t, course, { type: 'final' });
    await deleteCourse(course.id);
    const listed = (await trash()).filter((item) => item.course_id === course.id);
    expect(listed.map((item) => item.course_deleted)).toEqual([true, true]);
    const adminName = (await t.client().output(routes.users.me, {}, as())).name;
    expect(listed.map((item) => item.deleted_by)).toEqual([adminName, adminName]);

    expect(await restore(kept.id)).toMatchObject({
      status: 200,
      body: { course_id: course.id, course_outcome: 'restored' },
    });
    const visible = Object.values(await listCourses(t, admin.token)).flat();
    expect(visible.map((item) => item.id)).toContain(course.id);
    expect((await listArchives(t, course.id, admin.token)).map((item) => item.id)).toEqual([kept.id]);
    expect((await trash()).find((item) => item.id === other.id)).toMatchObject({ course_deleted: false });
  });

  test('restoring into a deleted course whose name was taken since joins the active namesake, and says so', async () => {
    const gone = await insertCourse(t, { name: '重開的課', category: 'graduate' });
    const archive = await createArchive(t, gone);
    await deleteCourse(gone.id);
    const again = await insertCourse(t, { name: '重開的課', category: 'graduate' });
    expect(await restore(archive.id)).toMatchObject({
      status: 200,
      body: { course_id: again.id, course_outcome: 'namesake' },
    });
    expect((await listArchives(t, again.id, admin.token)).map((item) => item.id)).toEqual([archive.id]);
    const [old] = await t.db.select().from(courses).where(eq(courses.id, gone.id));
    expect(old?.deletedAt).not.toBeNull();
  });

  test('purging removes the row and the file for good, and refuses what is not in the trash', async () => {
    const course = await insertCourse(t);
    const archive = await createArchive(t, course);
    const live = await createArchive(t, course, { type: 'final' });
    await deleteArchive(course.id, archive.id);
    expect(await purge(archive.id)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await t.db.select().from(archives).where(eq(archives.id, archive.id))).toEqual([]);
    expect(await storage().stat(archive.fileKey)).toBeNull();
    expect(await purge(archive.id)).toMatchObject({ status: 404, body: { code: 'trash_archive_not_found' } });
    expect((await purge(live.id)).status).toBe(404);
    expect(await storage().stat(live.fileKey)).not.toBeNull();
  });
});

describe('purging what has been in the trash too long', () => {
  const deletedDaysAgo = async (days: number) => {
    const archive = await createArchive(t, await insertCourse(t));
    await t.db
      .update(archives)
      .set({ deletedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(archives.id, archive.id));
    return archive;
  };

  test('removes archives past the retention with their files, and keeps the rest', async () => {
    const expired = await deletedDaysAgo(31);
    const recent = await deletedDaysAgo(29);
    const live = await createArchive(t, await insertCourse(t));
    expect(
      await purgeExpiredTrash({ db: t.db, storage: storage(), logger: t.logger }, 30),
    ).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ id: archives.id }).from(archives)).map((row) => row.id);
    expect(left).not.toContain(expired.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, live.id]));
    expect(await storage().stat(expired.fileKey)).toBeNull();
    expect(await storage().stat(recent.fileKey)).not.toBeNull();
  });

  test('runs as a queued job with the configured retention', async () => {
    const expired = await deletedDaysAgo(45);
    const job = await insertJob(t.db, { kind: PURGE_TRASH_KIND, payload: {}, maxAttempts: 3 });
    startMaintenance();
    await expect
      .poll(async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.status)
      .toBe('complete');
    expect(await t.db.select().from(archives).where(eq(archives.id, expired.id))).toEqual([]);
  });
});
