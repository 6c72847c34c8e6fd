import { archiveListSchema, errorBodySchema } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archives, courses } from '../db/schema.ts';
import { createStorage } from '../storage/index.ts';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { readJson } from '../test-support/client.ts';

let t: TestApp;
let token: string;
const bytes = new Uint8Array(Array.from({ length: 1000 }, (_, index) => index % 251));

beforeAll(async () => {
  t = await createTestApp();
  const { user, password } = await t.createUser();
  token = await t.signIn(user, password);
});
afterAll(() => t.close());

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
  return { course, archive, base: `/api/courses/${course.id}/archives/${archive.id}` };
}

const downloads = async (courseId: number) => {
  const list = await readJson(
    await t.client().get(`/api/courses/${courseId}/archives`, { token }),
    archiveListSchema,
  );
  return list[0]?.download_count;
};

describe('GET …/file', () => {
  it('serves the whole PDF inline and announces range support', async () => {
    const { base } = await storedArchive();
    const response = await t.client().get(`${base}/file`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const { base } = await storedArchive();
    const response = await t.client().get(`${base}/file`, { token, headers: { range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it('answers 416 with the size for a range past the end', async () => {
    const { base } = await storedArchive();
    const response = await t.client().get(`${base}/file`, { token, headers: { range: 'bytes=5000-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('answers 404 for an archive of another course, a deleted archive, and 401 without sign-in', async () => {
    const first = await storedArchive();
    const second = await storedArchive();
    const crossed = `/api/courses/${first.course.id}/archives/${second.archive.id}/file`;
    const wrongCourse = await t.client().get(crossed, { token });
    expect(wrongCourse.status).toBe(404);
    expect((await readJson(wrongCourse, errorBodySchema)).detail).toBe('找不到此考古題');
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, second.archive.id));
    expect((await t.client().get(`${second.base}/file`, { token })).status).toBe(404);
    expect((await t.client().get(`${second.base}/download`, { token })).status).toBe(404);
    expect((await t.client().get(`${first.base}/file`)).status).toBe(401);
  });
});

describe('GET …/download', () => {
  it('sends an attachment named year_course_professor_name in UTF-8 with an ASCII fallback', async () => {
    const { base } = await storedArchive({
      courseName: '資料結構',
      professor: '王小明',
      name: '期中考 (A卷)',
    });
    const response = await t.client().get(`${base}/download`, { token });
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(\S+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('113_資料結構_王小明_期中考 (A卷).pdf');
    expect(encoded).not.toMatch(/[()' ]/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('counts each download', async () => {
    const { course, base } = await storedArchive();
    expect(await downloads(course.id)).toBe(0);
    await (await t.client().get(`${base}/download`, { token })).arrayBuffer();
    await (await t.client().get(`${base}/download`, { token })).arrayBuffer();
    expect(await downloads(course.id)).toBe(2);
    await (await t.client().get(`${base}/file`, { token })).arrayBuffer();
    expect(await downloads(course.id)).toBe(2);
  });
});
