import { type archiveUpdateSchema, routes } from '@pastexam/api-contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auditLog } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import {
  insertArchive,
  insertCourse,
  listArchives,
  listCourses,
  signedInUser,
} from '../test-support/archives.ts';

const t = useTestApp();
let adminToken: string;
let uploaderToken: string;
let otherToken: string;
let uploaderId: number;
beforeAll(async () => {
  adminToken = (await signedInUser(t, { isAdmin: true })).token;
  ({ id: uploaderId, token: uploaderToken } = await signedInUser(t));
  otherToken = (await signedInUser(t)).token;
});

const course = () => insertCourse(t);
const archiveIn = (courseId: number) => insertArchive(t, { courseId, uploaderId });
const listOf = (courseId: number) => listArchives(t, courseId, adminToken);
const { deleteArchive, updateArchive } = routes.archives;
type Params = { cid: string; aid: string };
const paramsOf = (courseId: number, archiveId: number): Params => ({
  cid: String(courseId),
  aid: String(archiveId),
});
const patch = (params: Params, token: string, body: z.input<typeof archiveUpdateSchema>) =>
  t.client().call(updateArchive, { params, body }, { token });
const remove = (params: Params, token: string) => t.client().call(deleteArchive, { params }, { token });

describe('PATCH /api/courses/{cid}/archives/{aid}', () => {
  it('lets an admin edit the fields', async () => {
    const home = await course();
    const archive = await archiveIn(home.id);
    const response = await patch(paramsOf(home.id, archive.id), adminToken, {
      professor: '李教授',
      academic_year: 111,
      archive_type: 'final',
      name: '期末考',
      has_answers: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
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
    const moved = await patch(paramsOf(home.id, archive.id), adminToken, {
      course_id: target.id,
    });
    expect(moved.status).toBe(200);
    expect(await listOf(home.id)).toEqual([]);
    expect((await listOf(target.id)).map((row) => row.id)).toEqual([archive.id]);

    const newName = `新課程${target.id}`;
    const again = await patch(paramsOf(target.id, archive.id), adminToken, {
      course_name: newName,
      course_category: 'general',
    });
    expect(again.status).toBe(200);
    const grouped = await listCourses(t, adminToken);
    const created = grouped.general.find((row) => row.name === newName);
    expect(created).toBeDefined();
    expect((await listOf(created?.id ?? 0)).map((row) => row.id)).toEqual([archive.id]);
  });

  it('answers 404 for an unknown target course, changing nothing', async () => {
    const home = await course();
    const archive = await archiveIn(home.id);
    const unknown = await patch(paramsOf(home.id, archive.id), adminToken, { course_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ detail: '找不到此課程' });
    expect((await listOf(home.id))[0]).toMatchObject({ id: archive.id, professor: '張教授' });
  });

  it('lets the uploader edit the fields of their own archive, recorded in the audit log as theirs', async () => {
    const home = await course();
    const archive = await archiveIn(home.id);
    const response = await patch(paramsOf(home.id, archive.id), uploaderToken, {
      name: '第二次期中考',
      professor: '李教授',
      academic_year: 111,
      archive_type: 'final',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: '第二次期中考', professor: '李教授', archive_type: 'final' });
    expect((await listOf(home.id))[0]).toMatchObject({ name: '第二次期中考', academic_year: 111 });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'archive.update'), eq(auditLog.targetId, String(archive.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: uploaderId, targetName: '第二次期中考' });
    expect(entries[0]?.before).toMatchObject({ name: '期中考', professor: '張教授' });
    expect(entries[0]?.after).toMatchObject({ name: '第二次期中考', professor: '李教授' });
  });

  it('refuses another student with 403, changing and recording nothing', async () => {
    const home = await course();
    const archive = await archiveIn(home.id);
    const response = await patch(paramsOf(home.id, archive.id), otherToken, { professor: '駭客' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'not_archive_editor',
      detail: '只有管理員或上傳者可以修改此考古題',
    });
    expect((await listOf(home.id))[0]).toMatchObject({ id: archive.id, professor: '張教授' });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(archive.id)));
    expect(entries).toEqual([]);
  });

  it('refuses the uploader a move, to an existing or a new course, changing nothing of it', async () => {
    const home = await course();
    const target = await course();
    const archive = await archiveIn(home.id);
    const params = paramsOf(home.id, archive.id);
    for (const move of [
      { course_id: target.id },
      { course_name: `新課程${target.id}`, course_category: 'general' as const },
    ]) {
      const response = await patch(params, uploaderToken, { name: '搬走的考古題', ...move });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        code: 'move_admin_only',
        detail: '只有管理員可以把考古題移到其他課程',
      });
    }
    expect((await listOf(home.id))[0]).toMatchObject({ id: archive.id, name: '期中考' });
    expect(await listOf(target.id)).toEqual([]);
    const grouped = await listCourses(t, adminToken);
    expect(grouped.general.some((row) => row.name === `新課程${target.id}`)).toBe(false);
  });
  it('refuses an edit that changes nothing with 400 and says so', async () => {
    const home = await course();
    const archive = await archiveIn(home.id);
    const response = await patch(paramsOf(home.id, archive.id), adminToken, {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'invalid_input', detail: '沒有要修改的欄位' });
  });
});

describe('DELETE /api/courses/{cid}/archives/{aid}', () => {
  it('refuses anyone but an admin or the uploader with 403', async () => {
    const home = await course();
    const archive = await archiveIn(home.id);
    const response = await remove(paramsOf(home.id, archive.id), otherToken);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'not_uploader', detail: '只有管理員或上傳者可以刪除此考古題' });
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
      const params = paramsOf(home.id, archive.id);
      expect((await remove(params, token)).status).toBe(200);
      expect((await remove(params, token)).status).toBe(404);
    }
    expect(await listOf(home.id)).toEqual([]);
  });
});
