import { routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { archives, courses } from '../db/schema.ts';
import { createArchive } from '../test-support/ai-exam.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, listArchives, listCourses, signedInUser } from '../test-support/archives.ts';
import { blankPdf } from '../test-support/pdfs.ts';

const t = useTestApp();
let admin: { id: number; token: string };
let student: { id: number; token: string };
beforeAll(async () => {
  admin = await signedInUser(t, { isAdmin: true });
  student = await signedInUser(t);
});

let counter = 0;
const uniqueName = (base: string) => `${base}${++counter}`;

/** Uploads an exam into a course named (and created, if need be) by the upload itself. */
async function uploadIntoNew(token: string, name: string) {
  const body = {
    course_name: name,
    course_category: 'interdisciplinary' as const,
    professor: '林教授',
    academic_year: 112,
    archive_type: 'midterm' as const,
    name: '期中考',
    file: new File([await blankPdf(1)], 'exam.pdf'),
  };
  return t.client().output(routes.archives.uploadArchive, { body }, { token });
}

const summaryOf = async (token: string, id: number) =>
  (await listCourses(t, token)).interdisciplinary.find((course) => course.id === id);
const adminRow = async (id: number) =>
  (await t.client().output(routes.courses.adminListCourses, {}, { token: admin.token })).find(
    (course) => course.id === id,
  );
const confirm = (id: number) =>
  t.client().call(routes.courses.adminConfirmCourse, { params: { id: String(id) } }, { token: admin.token });
const merge = (id: number, into: number) =>
  t
    .client()
    .call(
      routes.courses.adminMergeCourse,
      { params: { id: String(id) }, body: { into_course_id: into } },
      { token: admin.token },
    );

describe('courses created by uploads', () => {
  test('a student’s upload creates a pending course, listed for everyone with its mark, and its archive', async () => {
    const uploaded = await uploadIntoNew(student.token, uniqueName('新開的課'));
    const other = await signedInUser(t);
    expect(await summaryOf(other.token, uploaded.course_id)).toMatchObject({ pending: true });
    expect((await listArchives(t, uploaded.course_id, other.token)).map((a) => a.id)).toEqual([uploaded.id]);
    expect(await adminRow(uploaded.course_id)).toMatchObject({ pending: true, archive_count: 1 });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, uploaded.course_id));
    expect(row?.createdBy).toBe(student.id);
  });

  test('a second upload naming the same course joins the pending one', async () => {
    const name = uniqueName('重複的課');
    const first = await uploadIntoNew(student.token, name);
    const second = await uploadIntoNew((await signedInUser(t)).token, name);
    expect(second.course_id).toBe(first.course_id);
  });

  test('an admin’s upload creates a confirmed course', async () => {
    const uploaded = await uploadIntoNew(admin.token, uniqueName('管理員開的課'));
    expect(await summaryOf(student.token, uploaded.course_id)).toMatchObject({ pending: false });
    expect(await adminRow(uploaded.course_id)).toMatchObject({ pending: false });
  });

  test('an admin confirms a pending course once; a course that is not pending is refused', async () => {
    const { course_id } = await uploadIntoNew(student.token, uniqueName('待確認的課'));
    const confirmed = await confirm(course_id);
    expect(confirmed).toMatchObject({
      status: 200,
      body: { id: course_id, pending: false, archive_count: 1 },
    });
    expect(await summaryOf(student.token, course_id)).toMatchObject({ pending: false });
    expect(await confirm(course_id)).toMatchObject({ status: 409, body: { code: 'course_not_pending' } });
    expect(await confirm(2_000_000_000)).toMatchObject({ status: 404, body: { code: 'course_not_found' } });
  });

  test('merging moves every archive, those in the trash too, into the existing course and removes the pending one', async () => {
    const target = await insertCourse(t, { category: 'interdisciplinary' });
    await createArchive(t, target);
    const uploaded = await uploadIntoNew(student.token, uniqueName('打錯字的課'));
    const trashed = await createArchive(t, { ...target, id: uploaded.course_id });
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, trashed.id));

    const merged = await merge(uploaded.course_id, target.id);
    expect(merged).toMatchObject({ status: 200, body: { id: target.id, archive_count: 2, pending: false } });
    expect(await summaryOf(student.token, uploaded.course_id)).toBeUndefined();
    expect(await t.db.select().from(courses).where(eq(courses.id, uploaded.course_id))).toEqual([]);
    const moved = await t.db.select().from(archives).where(eq(archives.id, trashed.id));
    expect(moved[0]?.courseId).toBe(target.id);
    expect((await listArchives(t, target.id, student.token)).map((a) => a.id)).toContain(uploaded.id);
  });

  test('merging refuses a confirmed course, and a target that is itself, pending, missing or deleted', async () => {
    const confirmed = await insertCourse(t);
    const pending = await insertCourse(t, { pending: true });
    const otherPending = await insertCourse(t, { pending: true });
    const gone = await insertCourse(t);
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, gone.id));
    expect(await merge(confirmed.id, pending.id)).toMatchObject({
      status: 409,
      body: { code: 'course_not_pending' },
    });
    for (const into of [pending.id, otherPending.id, gone.id, 2_000_000_000]) {
      expect(await merge(pending.id, into)).toMatchObject({
        status: 400,
        body: { code: 'merge_target_invalid' },
      });
    }
    expect(await merge(2_000_000_000, confirmed.id)).toMatchObject({
      status: 404,
      body: { code: 'course_not_found' },
    });
    expect(await adminRow(pending.id)).toMatchObject({ pending: true });
  });
});
