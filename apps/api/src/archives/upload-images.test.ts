import { readdir } from 'node:fs/promises';
import { type archiveUploadSchema, routes } from '@pastexam/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jobs } from '../db/schema.ts';
import { EXTRACT_TEXT_KIND } from '../search/extract/queue.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, listArchives, signedInUser } from '../test-support/archives.ts';
import { corruptJpeg, twoColourImage, withExifOrientation } from '../test-support/images.ts';
import { blankPdf } from '../test-support/pdfs.ts';

const t = useTestApp();
let student: string;
let admin: string;
let courseId: number;
beforeAll(async () => {
  ({ token: student } = await signedInUser(t));
  ({ token: admin } = await signedInUser(t, { isAdmin: true }));
  courseId = (await insertCourse(t, { name: '離散數學', category: 'freshman' })).id;
});

/** Every stored file, so a test can tell that a refused upload left nothing behind. */
async function storedFiles(): Promise<string[]> {
  if (t.env.storage.kind !== 'local') throw new Error('these tests use local storage');
  return readdir(t.env.storage.dir, { recursive: true }).then(
    (names) => names.filter((name) => name.endsWith('.pdf')),
    () => [],
  );
}

type Rotation = NonNullable<z.input<typeof archiveUploadSchema>['rotations']>;

function uploadImages(files: File[], options: { rotations?: Rotation; token?: string } = {}) {
  const body = {
    course_id: String(courseId),
    professor: '陳教授',
    academic_year: '113',
    archive_type: 'midterm' as const,
    name: '期中考（照片）',
    images: files,
    ...(options.rotations ? { rotations: options.rotations } : {}),
  };
  return t.client().call(routes.archives.uploadArchive, { body }, { token: options.token ?? student });
}

const photo = async (name: string, width = 300, height = 400) =>
  new File([await twoColourImage(width, height)], name);

describe('POST /api/archives with photos', () => {
  it('makes one PDF of the photos in order, upright, and files it as any upload, on its way to OCR', async () => {
    const sideways = new File([withExifOrientation(await twoColourImage(400, 300), 6)], 'IMG_0001.jpg');
    // A PNG named .jpg is a PNG: the bytes decide.
    const png = new File([await twoColourImage(400, 300, 'png')], 'IMG_0002.jpg');
    const response = await uploadImages([sideways, png, await photo('IMG_0003.jpg')], {
      rotations: ['0', '90', '0'],
    });
    expect(response.status).toBe(201);
    if (!response.ok) throw new Error(response.body.detail);
    const archive = response.body;
    expect((await listArchives(t, courseId, student)).map((row) => row.id)).toContain(archive.id);
    const params = { cid: String(courseId), aid: String(archive.id) };
    const file = await t.client().raw(routes.archives.archiveFile, { params }, { token: student });
    const pdf = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()), { updateMetadata: false });
    // The camera's turn and the uploader's both make portrait pages here.
    expect(pdf.getPages().map((page) => page.getWidth() < page.getHeight())).toEqual([true, true, true]);
    // Cleaned as any upload: no producer or dates of ours, and its text is to be read (OCR, having no text layer).
    expect(pdf.getProducer()).toBeUndefined();
    const [queued] = await t.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, EXTRACT_TEXT_KIND), sql`${jobs.payload}->>'archive_id' = ${String(archive.id)}`),
      );
    expect(queued).toBeDefined();
  });

  it('names the photo it cannot read, and the file that is no picture, storing nothing', async () => {
    const before = await storedFiles();
    const good = await photo('IMG_0041.jpg');
    const corrupt = await uploadImages([good, good, new File([corruptJpeg], 'IMG_0042.jpg')]);
    expect(corrupt.status).toBe(415);
    expect(corrupt.body).toEqual({ code: 'image_unreadable', detail: '第 3 張圖片（IMG_0042.jpg）無法讀取' });
    const notes = new File([await blankPdf(1)], 'notes.jpg', { type: 'image/jpeg' });
    const mislabelled = await uploadImages([notes, good]);
    expect(mislabelled.status).toBe(415);
    expect(mislabelled.body).toEqual({
      code: 'image_unsupported',
      detail: '第 1 張圖片（notes.jpg）不是 JPEG、PNG 或 WebP 圖片',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses more than 30 photos, and photos over the size limit together', async () => {
    const small = await photo('p.jpg', 8, 8);
    const many = await uploadImages(Array.from({ length: 31 }, () => small));
    expect(many.status).toBe(400);
    expect(many.body).toEqual({ code: 'too_many_images', detail: '一次最多上傳 30 張圖片，請分成數份上傳' });
    const half = new File([new Uint8Array(5.5 * 1024 * 1024)], 'big.jpg');
    const large = await uploadImages([half, half]);
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'file_too_large', detail: '檔案超過 10 MB 上限' });
  });

  it('takes photos from any signed-in user and none from a guest; a PDF and photos at once is refused', async () => {
    const one = await photo('IMG_1.jpg');
    expect((await uploadImages([one], { token: admin })).status).toBe(201);
    expect((await uploadImages([one], { token: 'not-a-token' })).status).toBe(401);
    const both = await t.client().call(
      routes.archives.uploadArchive,
      {
        body: {
          course_id: String(courseId),
          professor: '陳教授',
          academic_year: '113',
          archive_type: 'quiz',
          name: '小考',
          file: new File([await blankPdf(1)], 'a.pdf'),
          images: [one],
        },
      },
      { token: student },
    );
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ code: 'invalid_input', detail: '請選擇 PDF 檔案或圖片（擇一）' });
  });
});
