import { routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archives, courses } from '../db/schema.ts';
import { createStorage } from '../storage/index.ts';
import { createTestApp, type TestApp } from '../test-support/app.ts';

let t: TestApp;
let token: string;
const bytes = new Uint8Array(Array.from({ length: 1000 }, (_, index) => index % 251));

beforeAll(async () => {
  t = await createTestApp();
  const { user, password } = await t.createUser();
  token = await t.signIn(user, password);
});
afterAll(() => t?.close());

let counter = 0;
async function storedArchive(overrides: { courseName?: string; professor?: string; name?: string } = {}) {
  counter += 1;
  const [course] = await t.db
    .insert(courses)
    .values({ name: overrides.courseName ?? `作業系統${counter}`, category: 'junior' })
    .returning();
  if (!course) throw new Error('no course');
  const fileKey = `archives/test-${counter}.pdf`;
  await createStorage(t.env.storage).put(fileKey, bytes, 'application/pdf');
  const [archive] = await t.db
    .insert(archives)
    .values({
      courseId: course.id,
      name: overrides.name ?? '期中考',
      professor: overrides.professor ?? '陳志明',
      academicYear: 113,
      archiveType: 'midterm',
      fileKey,
      fileSize: bytes.length,
    })
    .returning();
  if (!archive) throw new Error('no archive');
  return { course, archive, params: { cid: String(course.id), aid: String(archive.id) } };
}

const { archiveDownload, archiveFile } = routes.archives;
type Params = { cid: string; aid: string };
const file = (params: Params, headers: Record<string, string> = {}) =>
  t.client().raw(archiveFile, { params }, { token, headers });
const download = (params: Params) => t.client().raw(archiveDownload, { params }, { token });

const downloads = async (courseId: number) => {
  const list = await t
    .client()
    .output(routes.courses.listCourseArchives, { params: { id: String(courseId) } }, { token });
  return list[0]?.download_count;
};

describe('GET …/file', () => {
  it('serves the whole PDF inline and announces range support', async () => {
    const { params } = await storedArchive();
    const response = await file(params);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const { params } = await storedArchive();
    const response = await file(params, { range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it('answers 416 with the size for a range past the end', async () => {
    const { params } = await storedArchive();
    const response = await file(params, { range: 'bytes=5000-' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('answers 404 for an archive of another course, a deleted archive, and 401 without sign-in', async () => {
    const first = await storedArchive();
    const second = await storedArchive();
    const crossed = { cid: first.params.cid, aid: second.params.aid };
    const wrongCourse = await t.client().refusal(archiveFile, { params: crossed }, { token });
    expect(wrongCourse.status).toBe(404);
    expect(wrongCourse.detail).toBe('找不到此考古題');
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, second.archive.id));
    expect((await file(second.params)).status).toBe(404);
    expect((await download(second.params)).status).toBe(404);
    expect((await t.client().call(archiveFile, { params: first.params })).status).toBe(401);
  });
});

describe('GET …/download', () => {
  it('sends an attachment named year_course_professor_name in UTF-8 with an ASCII fallback', async () => {
    const { params } = await storedArchive({
      courseName: '資料結構',
      professor: '王小明',
      name: '期中考 (A卷)',
    });
    const response = await download(params);
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(\S+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('113_資料結構_王小明_期中考 (A卷).pdf');
    expect(encoded).not.toMatch(/[()' ]/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('counts each download', async () => {
    const { course, params } = await storedArchive();
    expect(await downloads(course.id)).toBe(0);
    await (await download(params)).arrayBuffer();
    await (await download(params)).arrayBuffer();
    expect(await downloads(course.id)).toBe(2);
    await (await file(params)).arrayBuffer();
    expect(await downloads(course.id)).toBe(2);
  });

  it('finds a renamed, moved or trashed archive as it is now, not as an earlier download found it', async () => {
    const { archive, params } = await storedArchive({ courseName: '計算機組織', name: '期中考' });
    const named = async (ids: Params) =>
      decodeURIComponent(
        /filename\*=UTF-8''(\S+)$/.exec(
          (await download(ids)).headers.get('content-disposition') ?? '',
        )?.[1] ?? '',
      );
    expect(await named(params)).toBe('113_計算機組織_陳志明_期中考.pdf');
    await t.db.update(archives).set({ name: '期末考' }).where(eq(archives.id, archive.id));
    expect(await named(params)).toBe('113_計算機組織_陳志明_期末考.pdf');
    const other = await storedArchive({ courseName: '編譯器' });
    await t.db.update(archives).set({ courseId: other.course.id }).where(eq(archives.id, archive.id));
    expect((await download(params)).status).toBe(404);
    const moved = { cid: String(other.course.id), aid: params.aid };
    expect(await named(moved)).toBe('113_編譯器_陳志明_期末考.pdf');
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, archive.id));
    expect((await download(moved)).status).toBe(404);
  });
});
