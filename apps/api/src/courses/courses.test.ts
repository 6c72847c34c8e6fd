import { type ArchiveType, type CourseCategory, courseCategories, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { archives, courses } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { createCourseAs } from '../test-support/archives.ts';

const t = useTestApp();
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  const admin = await t.createUser({ isAdmin: true });
  adminToken = await t.signIn(admin.user, admin.password);
  const user = await t.createUser();
  userToken = await t.signIn(user.user, user.password);
});

let counter = 0;
const unique = (name: string) => `${name}-${++counter}`;

async function insertArchive(
  courseId: number,
  academicYear: number,
  name = unique('考古題'),
  archiveType: ArchiveType = 'midterm',
) {
  const [row] = await t.db
    .insert(archives)
    .values({
      courseId,
      name,
      professor: '王教授',
      academicYear,
      archiveType,
      fileKey: `test/${name}.pdf`,
      fileSize: 10,
    })
    .returning();
  if (!row) throw new Error('no archive row');
  return row;
}

const {
  adminCreateCourse,
  adminDeleteCourse,
  adminListCourses,
  adminUpdateCourse,
  listCourseArchives,
  listCourses,
} = routes.courses;
const byId = (id: number) => ({ params: { id: String(id) } });

async function adminCreate(name: string, category: CourseCategory = 'junior') {
  const response = await createCourseAs(t, adminToken, name, category);
  expect(response.status).toBe(201);
  if (!response.ok) throw new Error(response.body.detail);
  return response.body;
}

describe('GET /api/courses', () => {
  it('groups courses under every category, sorted by name in zh-TW order, without deleted ones', async () => {
    const [first, second] = await t.db
      .insert(courses)
      .values([
        { name: '作業系統', category: 'graduate' },
        { name: '人工智慧', category: 'graduate' },
      ])
      .returning();
    await t.db.insert(courses).values({ name: '已刪除的課', category: 'graduate', deletedAt: new Date() });
    const body = await t.client().output(listCourses, {}, { token: userToken });
    expect(Object.keys(body).sort()).toEqual([...courseCategories].sort());
    const expectedOrder = ['作業系統', '人工智慧'].sort(new Intl.Collator('zh-TW').compare);
    expect(body.graduate.map((course) => course.name)).toEqual(expectedOrder);
    expect(body.graduate.map((course) => course.id).sort()).toEqual([first?.id, second?.id].sort());
    expect(body.general).toEqual([]);
  });

  it('says which courses have a midterm or final still in use, for the AI mock exam', async () => {
    const [exams, quizzes, trashed, empty] = await Promise.all(
      ['期中期末', '只有小考', '期末考已刪除', '沒有考古題'].map((name) =>
        adminCreate(unique(name), 'senior'),
      ),
    );
    if (!exams || !quizzes || !trashed || !empty) throw new Error('courses not created');
    await insertArchive(exams.id, 112, unique('小考'), 'quiz');
    await insertArchive(exams.id, 112, unique('期末考'), 'final');
    await insertArchive(quizzes.id, 112, unique('小考'), 'quiz');
    await insertArchive(quizzes.id, 112, unique('其他'), 'other');
    const gone = await insertArchive(trashed.id, 112, unique('期末考'), 'final');
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, gone.id));
    const body = await t.client().output(listCourses, {}, { token: userToken });
    const flag = (id: number) => body.senior.find((course) => course.id === id)?.has_midterm_or_final;
    expect([exams, quizzes, trashed, empty].map((course) => flag(course.id))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.client().call(listCourses)).status).toBe(401);
  });
});

describe('GET /api/courses/{id}/archives', () => {
  it('lists the course archives newest year first, without deleted ones', async () => {
    const course = await adminCreate(unique('資料結構'), 'sophomore');
    await insertArchive(course.id, 110);
    const newest = await insertArchive(course.id, 113);
    const deleted = await insertArchive(course.id, 112);
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, deleted.id));
    const list = await t.client().output(listCourseArchives, byId(course.id), { token: userToken });
    expect(list.map((archive) => archive.academic_year)).toEqual([113, 110]);
    expect(list[0]).toMatchObject({
      id: newest.id,
      professor: '王教授',
      archive_type: 'midterm',
      download_count: 0,
    });
  });

  it('answers 404 for an unknown or a deleted course', async () => {
    const course = await adminCreate(unique('演算法'));
    await t.client().output(adminDeleteCourse, byId(course.id), { token: adminToken });
    for (const id of [course.id, 999_999]) {
      const response = await t.client().refusal(listCourseArchives, byId(id), { token: userToken });
      expect(response.status).toBe(404);
      expect(response.detail).toBe('找不到此課程');
    }
  });
});

describe('course administration', () => {
  it('lets an admin create, rename and list courses with their archive counts', async () => {
    const course = await adminCreate(unique('計算機網路'), 'senior');
    await insertArchive(course.id, 111);
    const renamed = unique('計算機網路概論');
    const update = await t
      .client()
      .call(
        adminUpdateCourse,
        { ...byId(course.id), body: { name: renamed, category: 'senior' } },
        { token: adminToken },
      );
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ name: renamed, archive_count: 1 });
    const list = await t.client().output(adminListCourses, {}, { token: adminToken });
    expect(list.find((row) => row.id === course.id)).toMatchObject({ name: renamed, archive_count: 1 });
  });

  it('refuses a duplicate name within a category with 409, but allows it in another category', async () => {
    const name = unique('線性代數');
    const course = await adminCreate(name, 'freshman');
    const duplicate = await createCourseAs(t, adminToken, name, 'freshman');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      detail: '此類別已有同名課程',
      code: 'duplicate_course',
    });
    const other = await adminCreate(name, 'general');
    const rename = await t
      .client()
      .call(
        adminUpdateCourse,
        { ...byId(other.id), body: { name, category: 'freshman' } },
        { token: adminToken },
      );
    expect(rename.status).toBe(409);
    expect(course.id).not.toBe(other.id);
  });

  it('lets only one of two simultaneous creations of the same course through', async () => {
    const body = { name: unique('資訊安全'), category: 'senior' } as const;
    const responses = await Promise.all(
      [0, 1].map(() => t.client().call(adminCreateCourse, { body }, { token: adminToken })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const list = await t.client().output(adminListCourses, {}, { token: adminToken });
    expect(list.filter((row) => row.name === body.name)).toHaveLength(1);
  });

  it('deletes a course so that it and its archives disappear, and its name can be used again', async () => {
    const name = unique('編譯器');
    const course = await adminCreate(name);
    await insertArchive(course.id, 112);
    const response = await t.client().call(adminDeleteCourse, byId(course.id), { token: adminToken });
    expect(response.status).toBe(200);
    const grouped = await t.client().output(listCourses, {}, { token: userToken });
    expect(grouped.junior.some((row) => row.id === course.id)).toBe(false);
    expect((await t.client().call(listCourseArchives, byId(course.id), { token: userToken })).status).toBe(
      404,
    );
    await adminCreate(name);
    const again = await t.client().call(adminDeleteCourse, byId(course.id), { token: adminToken });
    expect(again.status).toBe(404);
  });

  it('answers 403 to a signed-in non-admin for every admin operation', async () => {
    const course = await adminCreate(unique('離散數學'));
    const client = t.client();
    const asUser = { token: userToken };
    const edit = { name: 'x', category: 'junior' } as const;
    const attempts = [
      client.call(adminListCourses, {}, asUser),
      client.call(adminCreateCourse, { body: edit }, asUser),
      client.call(adminUpdateCourse, { ...byId(course.id), body: edit }, asUser),
      client.call(adminDeleteCourse, byId(course.id), asUser),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    const list = await t.client().output(adminListCourses, {}, { token: adminToken });
    expect(list.find((row) => row.id === course.id)?.name).toBe(course.name);
  });

  it('rejects a blank name with a zh-TW detail', async () => {
    const response = await t
      .client()
      .refusal(adminCreateCourse, { body: { name: '  ', category: 'junior' } }, { token: adminToken });
    expect(response.status).toBe(400);
    expect(response.detail).toBe('請輸入課程名稱');
  });
});
