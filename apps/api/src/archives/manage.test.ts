import { archiveSchema, errorBodySchema } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import {
  insertArchive,
  insertCourse,
  listArchives,
  listCourses,
  signedInUser,
} from '../test-support/archives.ts';
import { readJson } from '../test-support/client.ts';

let t: TestApp;
let adminToken: string;
let uploaderToken: string;
let otherToken: string;
let uploaderId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signedInUser(t, { isAdmin: true })).token;
  ({ id: uploaderId, token: uploaderToken } = await signedInUser(t));
  otherToken = (await signedInUser(t)).token;
});
afterAll(() => t.close());

const course = () => insertCourse(t);
const archiveIn = (courseId: number) => insertArchive(t, { courseId, uploaderId });
const listOf = (courseId: number) => listArchives(t, courseId, adminToken);
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

    const newName = `新課程${target.id}`;
    const again = await patch(`/api/courses/${target.id}/archives/${archive.id}`, adminToken, {
      course_name: newName,
      course_category: 'general',
    });
    expect(again.status).toBe(200);
    const grouped = await listCourses(t, adminToken);
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
