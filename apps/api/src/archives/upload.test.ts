import { readdir } from 'node:fs/promises';
import { type archiveUploadSchema, routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { archives, courses } from '../db/schema.ts';
import { createStorage } from '../storage/index.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, listArchives, listCourses, signedInUser } from '../test-support/archives.ts';
import { allText, blankPdf, pdfWithMetadata, pngBytes, secretAuthor } from '../test-support/pdfs.ts';
import { CourseGoneError, storeArchive } from './upload.ts';

const t = useTestApp();
let token: string;
let uploaderId: number;
let courseId: number;
beforeAll(async () => {
  ({ id: uploaderId, token } = await signedInUser(t));
  courseId = (await insertCourse(t, { name: '計算機組織', category: 'sophomore' })).id;
});

/** Every stored file, so a test can tell that a refused upload left nothing behind. */
async function storedFiles(): Promise<string[]> {
  if (t.env.storage.kind !== 'local') throw new Error('these tests use local storage');
  try {
    return (await readdir(t.env.storage.dir, { recursive: true })).filter((name) => name.endsWith('.pdf'));
  } catch {
    return [];
  }
}

type UploadFields = Omit<z.input<typeof archiveUploadSchema>, 'file'>;

function upload(fields: UploadFields, file: Blob, fileName = 'exam.pdf', auth = token) {
  const body = { ...fields, file: new File([file], fileName) };
  return t.client().call(routes.archives.uploadArchive, { body }, { token: auth });
}

/** Stores a one-page quiz through the service directly, past the HTTP checks an upload passes first. */
async function storeQuiz(name: string, id: number) {
  return storeArchive(t.db, createStorage(t.env.storage), {
    professor: '林教授',
    academic_year: 113,
    archive_type: 'quiz',
    name,
    has_answers: false,
    course: { kind: 'existing', id },
    bytes: await pdfWithMetadata(1),
    uploaderId,
  });
}

const examFields = {
  professor: '林教授',
  academic_year: '113',
  archive_type: 'final',
  name: '期末考',
} as const;

describe('POST /api/archives', () => {
  it('stores a PDF without its metadata and lists it under the course', async () => {
    const pdf = await pdfWithMetadata(2);
    const response = await upload(
      { ...examFields, course_id: String(courseId), has_answers: 'true' },
      new Blob([pdf], { type: 'application/pdf' }),
    );
    expect(response.status).toBe(201);
    if (!response.ok) throw new Error(response.body.detail);
    const archive = response.body;
    expect(archive).toMatchObject({
      course_id: courseId,
      professor: '林教授',
      academic_year: 113,
      archive_type: 'final',
      has_answers: true,
      uploader_id: uploaderId,
      download_count: 0,
    });
    const list = await listArchives(t, courseId, token);
    expect(list.map((row) => row.id)).toContain(archive.id);
    const params = { cid: String(courseId), aid: String(archive.id) };
    const file = await t.client().raw(routes.archives.archiveFile, { params }, { token });
    const stored = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder('latin1').decode(stored.slice(0, 5))).toBe('%PDF-');
    expect(await allText(stored)).not.toContain(secretAuthor);
  });

  it('creates the new course named in the upload and answers with its id', async () => {
    const name = '量子計算導論';
    const response = await upload(
      { ...examFields, course_name: name, course_category: 'graduate' },
      new Blob([await pdfWithMetadata(1)]),
    );
    expect(response.status).toBe(201);
    if (!response.ok) throw new Error(response.body.detail);
    const archive = response.body;
    const grouped = await listCourses(t, token);
    expect(grouped.graduate.find((course) => course.name === name)?.id).toBe(archive.course_id);
  });

  it('refuses a PNG renamed to .pdf with 415 and stores nothing', async () => {
    const before = await storedFiles();
    const response = await upload(
      { ...examFields, course_id: String(courseId) },
      new Blob([pngBytes]),
      'scan.pdf',
    );
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ detail: '檔案不是有效的 PDF' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a PDF of more than 300 pages with 415 and stores nothing', async () => {
    const before = await storedFiles();
    const response = await upload(
      { ...examFields, course_id: String(courseId) },
      new Blob([await blankPdf(301)]),
    );
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ detail: 'PDF 最多 300 頁，請分成數個檔案上傳' });
    expect(await storedFiles()).toEqual(before);
  });

  it('answers /api/health all along while a 2,000-page upload is read, away from the requests’ thread', async () => {
    const parsedHere = vi.spyOn(PDFDocument, 'load');
    onTestFinished(() => parsedHere.mockRestore());
    const answered = { upload: false, healthWhileReading: 0 };
    const reading = upload({ ...examFields, course_id: String(courseId) }, new Blob([await blankPdf(2000)]));
    void reading.finally(() => {
      answered.upload = true;
    });
    const statuses: number[] = [];
    while (!answered.upload) {
      statuses.push((await t.client().call(routes.health.health)).status);
      if (!answered.upload) answered.healthWhileReading += 1;
      // A poller's pause: the requests here are answered in-process, and back to back they would never let the
      // upload's own events through.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await reading).status).toBe(415);
    expect(answered.healthWhileReading).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // pdf-lib yields now and then, so answers alone do not show where the file was read: not on this thread.
    expect(parsedHere).not.toHaveBeenCalled();
  });

  it('refuses a file over the 10 MB limit with 413 and stores nothing', async () => {
    const before = await storedFiles();
    const rows = await listArchives(t, courseId, token);
    for (const size of [10 * 1024 * 1024 + 1, 12 * 1024 * 1024]) {
      const response = await upload(
        { ...examFields, course_id: String(courseId) },
        new Blob([new Uint8Array(size)]),
      );
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ detail: '檔案超過 10 MB 上限' });
    }
    expect(await storedFiles()).toEqual(before);
    const after = await listArchives(t, courseId, token);
    expect(after).toHaveLength(rows.length);
  });

  it('answers 400 without a course, 404 for an unknown course, and 401 without sign-in', async () => {
    const pdf = new Blob([await pdfWithMetadata(1)]);
    const noCourse = await upload(examFields, pdf);
    expect(noCourse.status).toBe(400);
    expect(noCourse.body).toEqual({
      code: 'course_choice_missing',
      detail: '請選擇課程，或輸入新課程的名稱與類別',
    });
    expect((await upload({ ...examFields, course_id: '999999' }, pdf)).status).toBe(404);
    expect((await upload({ ...examFields, course_id: String(courseId) }, pdf, 'a.pdf', 'bad')).status).toBe(
      401,
    );
    const badYear = await upload({ ...examFields, academic_year: '3000', course_id: String(courseId) }, pdf);
    expect(badYear.status).toBe(400);
    expect(badYear.body).toMatchObject({ detail: '學年度不可晚於 200' });
  });

  it('removes the stored file again when its row cannot be written', async () => {
    const before = await storedFiles();
    // The database refuses a NUL in text, after the file was written.
    const attempt = storeQuiz('小考\u0000', courseId);
    await expect(attempt).rejects.toThrow();
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 404 and keeps nothing when the course is merged away while the upload is under way', async () => {
    const pending = await insertCourse(t, { name: '待合併課程', category: 'general', pending: true });
    const before = await storedFiles();
    let answer: ReturnType<typeof upload> | undefined;
    // An admin's merge holds the course row while it moves the archives and removes the course. On
    // PostgreSQL the upload passes its first check, cleans the file and then waits for the row; on the
    // embedded database it waits at its first query.
    await t.db.transaction(async (tx) => {
      await tx.select().from(courses).where(eq(courses.id, pending.id)).for('update');
      answer = upload({ ...examFields, course_id: String(pending.id) }, new Blob([await pdfWithMetadata(1)]));
      if (t.env.DATABASE_URL !== undefined) {
        await expect
          .poll(
            async () =>
              (await tx.select({ pid: sql`pid` }).from(sql`pg_locks`).where(sql`not granted`)).length,
          )
          .toBeGreaterThan(0);
      }
      await tx.delete(courses).where(eq(courses.id, pending.id));
    });
    const response = await answer;
    expect(response?.status).toBe(404);
    expect(response?.body).toMatchObject({ code: 'course_not_found' });
    expect(await storedFiles()).toEqual(before);
  });

  it('never files an archive under a course deleted after its upload was checked', async () => {
    const doomed = await insertCourse(t, { name: '即將刪除的課程', category: 'general' });
    await t.db.update(courses).set({ deletedAt: sql`now()` }).where(eq(courses.id, doomed.id));
    const before = await storedFiles();
    const attempt = storeQuiz('小考', doomed.id);
    await expect(attempt).rejects.toBeInstanceOf(CourseGoneError);
    expect(await storedFiles()).toEqual(before);
    expect(await t.db.select().from(archives).where(eq(archives.courseId, doomed.id))).toEqual([]);
  });
});
