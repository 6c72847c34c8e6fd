// 最近瀏覽的考古題 on the overview: the archives a user previewed, most recent first, each once, only their own.
import { type ArchiveOverview, errorCatalogue, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { archives, courses } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';

const t = useTestApp();

const overview = (token: string): Promise<ArchiveOverview> =>
  t.client().output(routes.archives.archiveOverview, {}, { token });
const view = (token: string, archiveId: number) =>
  t.client().call(routes.archives.recordArchiveView, { params: { aid: String(archiveId) } }, { token });
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('recently previewed archives', () => {
  test('are the archives a user previewed, most recent first, each once, with their course, and only their own', async () => {
    const student = await signedInUser(t);
    const course = await insertCourse(t, { name: '資料結構 瀏覽' });
    const [first, second] = [
      await insertArchive(t, { courseId: course.id }),
      await insertArchive(t, { courseId: course.id }),
    ];
    expect(await view(student.token, first.id)).toMatchObject({ status: 200, body: { ok: true } });
    await view(student.token, second.id);
    expect(ids((await overview(student.token)).recent_archives)).toEqual([second.id, first.id]);
    await view(student.token, first.id);

    const { recent_archives } = await overview(student.token);
    expect(ids(recent_archives)).toEqual([first.id, second.id]);
    expect(recent_archives[0]).toMatchObject({
      course_id: course.id,
      course_name: '資料結構 瀏覽',
      name: first.name,
    });
    expect(Date.parse(recent_archives[0]?.viewed_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await overview((await signedInUser(t)).token)).recent_archives).toEqual([]);
  });

  test('keep at most six, and leave out an archive or a course deleted since', async () => {
    const student = await signedInUser(t);
    const course = await insertCourse(t);
    const other = await insertCourse(t, { pending: true });
    const viewed = [];
    for (let index = 0; index < 7; index += 1) {
      const archive = await insertArchive(t, { courseId: index === 6 ? other.id : course.id });
      await view(student.token, archive.id);
      viewed.unshift(archive.id);
    }
    expect(ids((await overview(student.token)).recent_archives)).toEqual(viewed.slice(0, 6));

    const [latest, next] = viewed;
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, other.id));
    if (next !== undefined)
      await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, next));
    const shown = ids((await overview(student.token)).recent_archives);
    expect(shown).not.toContain(latest);
    expect(shown).not.toContain(next);
    expect(shown).toEqual(viewed.slice(2, 7));
  });

  test('refuse to note an archive that is gone, and ask a guest to sign in', async () => {
    const student = await signedInUser(t);
    const course = await insertCourse(t);
    const deleted = await insertArchive(t, { courseId: course.id, deletedAt: new Date() });
    for (const id of [deleted.id, 2_000_000_000]) {
      const refused = await t
        .client()
        .refusal(
          routes.archives.recordArchiveView,
          { params: { aid: String(id) } },
          { token: student.token },
        );
      expect(refused).toMatchObject({ status: 404, code: 'archive_not_found' });
      expect(refused.detail).toBe(errorCatalogue.archive_not_found.message);
    }
    expect((await overview(student.token)).recent_archives).toEqual([]);
    const archive = await insertArchive(t, { courseId: course.id });
    expect(
      (await t.client().call(routes.archives.recordArchiveView, { params: { aid: String(archive.id) } }))
        .status,
    ).toBe(401);
  });
});
