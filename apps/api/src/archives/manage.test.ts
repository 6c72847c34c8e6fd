import {
  archiveListSchema,
  archiveSchema,
  coursesByCategorySchema,
  errorBodySchema,
} from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archives, courses } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { readJson } from '../test-support/client.ts';

let t: TestApp;
let adminToken: string;
let uploaderToken: string;
let otherToken: string;
let uploaderId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ isAdmin: true });
  adminToken = await t.signIn(admin.user, admin.password);
  const uploader = await t.createUser();
  uploaderId = uploader.user.id;
  uploaderToken = await t.signIn(uploader.user, uploader.password);
  const other = await t.createUser();
  otherToken = await t.signIn(other.user, other.password);
});
afterAll(() => t.close());

let counter = 0;
async function course(name = `課程${++counter}`) {
  const [row] = await t.db.insert(courses).values({ name, category: 'senior' }).returning();
  if (!row) throw new Error('no course');
  return row;
}
async function archiveIn(courseId: number) {
  const [row] = await t.db
    .insert(archives)
    .values({
      courseId,
      name: '期中考',
      professor: '張教授',
      academicYear: 112,
      archiveType: 'midterm',
      uploaderId,
      fileKey: `archives/none-${++counter}.pdf`,
      fileSize: 1,
    })
    .returning();
  if (!row) throw new Error('no archive');
  return row;
}
const listOf = async (courseId: number) =>
  readJson(
    await t.client().get(`/api/courses/${courseId}/archives`, { token: adminToken }),
    archiveListSchema,
  );
const patch = (path: string, token: string, json: unknown) =>
  t.client().request('PATCH', path, { token, json });

describe('PATCH /api/courses/{cid}/archives/{aid}', () => {
  it('lets an admin edit the fields', async () => {
    const home = await course();
    const archive = await archiveIn(home.id);
    const response = await patch(`/api/courses/${home.id}/archives/${archive.id}`, adminToken, {
      professor: '李教授',
      academic_year: 111,
      archive_type: 'final',
      name: '期末考',
      has_answers: true,
    });
    expect(response.status).toBe(200);
    expect(await readJson(response, archiveSchema)).toMatchObject({
      professor: '李教授',
      academic_year: 111,
      archive_type: 'final',
      name: '期末考',
      has_answers: true,
    });
    expect((await listOf(home.id))[0]?.professor).toBe('李教授');
  });

  it('moves an archive to an existing course and to a new one', async () => {
    const home = await course();
    const target = await course();
    const archive = await archiveIn(home.id);
    const moved = await patch(`/api/courses/${home.id}/archives/${archive.id}`, adminToken, {
      course_id: target.id,
    });
    expect(moved.status).toBe(200);
    expect(await listOf(home.id)).toEqual([]);
    expect((await listOf(target.id)).map((row) => row.id)).toEqual([archive.id]);

    const newName = `新課程${++counter}`;
    const again = await patch(`/api/courses/${target.id}/archives/${archive.id}`, adminToken, {
      course_name: newName,
      course_category: 'general',
    });
    expect(again.status).toBe(200);
    const grouped = await readJson(
      await t.client().get('/api/courses', { token: adminToken }),
      coursesByCategorySchema,
    );
    const created = grouped.general.find((row) => row.name === newName);
    expect(created).toBeDefined();
    expect((await listOf(created?.id ?? 0)).map((row) => row.id)).toEqual([archive.id]);
  });

  it('answers 404 for an unknown target course and 403 for a non-admin, changing nothing', async () => {
    const home = await course();
    const archive = await archiveIn(home.id);
    const path = `/api/courses/${home.id}/archives/${archive.id}`;
    const unknown = await patch(path, adminToken, { course_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown, errorBodySchema)).detail).toBe('找不到此課程');
    expect((await patch(path, uploaderToken, { professor: '駭客' })).status).toBe(403);
    expect((await listOf(home.id))[0]).toMatchObject({ id: archive.id, professor: '張教授' });
  });
});

describe('DELETE /api/courses/{cid}/archives/{aid}', () => {
  it('refuses anyone but an admin or the uploader with 403', async () => {
    const home = await course();
    const archive = await archiveIn(home.id);
    const response = await t
      .client()
      .request('DELETE', `/api/courses/${home.id}/archives/${archive.id}`, { token: otherToken });
    expect(response.status).toBe(403);
    expect((await readJson(response, errorBodySchema)).detail).toBe('只有管理員或上傳者可以刪除此考古題');
    expect(await listOf(home.id)).toHaveLength(1);
  });

  it('lets the uploader and an admin delete, hiding the archive', async () => {
    const home = await course();
    const own = await archiveIn(home.id);
    const another = await archiveIn(home.id);
    for (const [archive, token] of [
      [own, uploaderToken],
      [another, adminToken],
    ] as const) {
      const path = `/api/courses/${home.id}/archives/${archive.id}`;
      expect((await t.client().request('DELETE', path, { token })).status).toBe(200);
      expect((await t.client().request('DELETE', path, { token })).status).toBe(404);
    }
    expect(await listOf(home.id)).toEqual([]);
  });
});
