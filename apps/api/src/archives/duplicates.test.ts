import { createHash } from 'node:crypto';
import { routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { archives } from '../db/schema.ts';
import { savePages } from '../search/pages.ts';
import { createStorage } from '../storage/index.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';
import { twoColourImage } from '../test-support/images.ts';
import { blankPdf } from '../test-support/pdfs.ts';

const t = useTestApp();
let student: string;
let otherStudent: string;
let admin: string;
beforeAll(async () => {
  ({ token: student } = await signedInUser(t));
  ({ token: otherStudent } = await signedInUser(t));
  ({ token: admin } = await signedInUser(t, { isAdmin: true }));
});

const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

const exam =
  '演算法期中考 一、請以數學歸納法證明合併排序的正確性。二、分析 Dijkstra 演算法在二元堆積下的時間複雜度。' +
  '三、給定圖 G，請寫出最小生成樹的 Kruskal 演算法每一步。四、說明動態規劃與貪婪演算法的差異並舉例。';
const otherExam =
  '演算法期末考 一、請說明 NP 完全問題的定義並舉出三個例子。二、試設計一個線性時間的選擇演算法。' +
  '三、請分析紅黑樹插入的均攤成本。四、說明最大流最小割定理並以 Ford-Fulkerson 演算法求解下圖。';

function check(courseId: number, body: { sha256: string; text?: string }, token = student) {
  return t
    .client()
    .call(routes.courses.findArchiveDuplicates, { params: { id: String(courseId) }, body }, { token });
}

function upload(courseId: number, fields: { file: File } | { images: File[] }) {
  const body = {
    course_id: String(courseId),
    professor: '李教授',
    academic_year: '112',
    archive_type: 'midterm' as const,
    name: '期中考',
    ...fields,
  };
  return t.client().output(routes.archives.uploadArchive, { body }, { token: student });
}

describe('POST /api/courses/{id}/archives/duplicates', () => {
  it('finds the same PDF, and the same photos in the same order, already uploaded to the course', async () => {
    const course = await insertCourse(t);
    const pdf = await blankPdf(2);
    const uploaded = await upload(course.id, { file: new File([pdf], 'a.pdf') });
    const [one, two] = [await twoColourImage(60, 80), await twoColourImage(80, 60, 'png')];
    const photos = await upload(course.id, { images: [new File([one], '1.jpg'), new File([two], '2.png')] });
    const same = await check(course.id, { sha256: sha256(pdf) });
    expect(same.body).toEqual({
      duplicates: [
        {
          archive: {
            id: uploaded.id,
            name: '期中考',
            professor: '李教授',
            academic_year: 112,
            archive_type: 'midterm',
          },
          reason: 'same_file',
          similarity: 1,
        },
      ],
    });
    const samePhotos = await check(course.id, { sha256: sha256(one, two) });
    expect(samePhotos.ok && samePhotos.body.duplicates.map((found) => found.archive.id)).toEqual([photos.id]);
    // The same photos in another order are another upload.
    const reordered = await check(course.id, { sha256: sha256(two, one) });
    expect(reordered.ok && reordered.body.duplicates).toEqual([]);
  });

  it('finds nearly the same text, not another exam of the course nor one in the trash', async () => {
    const course = await insertCourse(t);
    const kept = await insertArchive(t, { courseId: course.id });
    const other = await insertArchive(t, { courseId: course.id });
    const trashed = await insertArchive(t, { courseId: course.id, deletedAt: new Date() });
    await savePages(t.db, kept.id, [{ page: 1, text: exam, source: 'ocr', ocrStatus: 'done' }]);
    await savePages(t.db, other.id, [
      { page: 1, text: otherExam, source: 'text_layer', ocrStatus: 'not_needed' },
    ]);
    await savePages(t.db, trashed.id, [
      { page: 1, text: exam, source: 'text_layer', ocrStatus: 'not_needed' },
    ]);
    const retyped = exam.replaceAll('，', ', ').replace('Dijkstra', 'dijkstra');
    const found = await check(course.id, { sha256: 'a'.repeat(64), text: retyped });
    expect(found.ok && found.body.duplicates.map((d) => [d.archive.id, d.reason])).toEqual([
      [kept.id, 'similar_text'],
    ]);
    const different = await check(course.id, {
      sha256: 'a'.repeat(64),
      text: '資料結構小考 '.repeat(3) + otherExam.slice(0, 20),
    });
    expect(different.ok && different.body.duplicates).toEqual([]);
  });

  it('takes the hash of an archive stored before hashes from its file, once, and keeps it', async () => {
    const course = await insertCourse(t);
    const bytes = await blankPdf(1);
    const fileKey = `archives/older-${course.id}.pdf`;
    await createStorage(t.env.storage).put(fileKey, bytes, 'application/pdf');
    const older = await insertArchive(t, { courseId: course.id, fileKey, fileSize: bytes.length });
    expect(older.contentSha256).toBeNull();
    const found = await check(course.id, { sha256: sha256(bytes) });
    expect(found.ok && found.body.duplicates.map((d) => d.archive.id)).toEqual([older.id]);
    const [row] = await t.db.select().from(archives).where(eq(archives.id, older.id));
    expect(row?.contentSha256).toBe(sha256(bytes));
  });

  it('answers any signed-in user, none to a guest; 404 for an unknown course, 400 for a malformed hash', async () => {
    const course = await insertCourse(t);
    const body = { sha256: 'b'.repeat(64) };
    for (const token of [student, otherStudent, admin])
      expect((await check(course.id, body, token)).status).toBe(200);
    expect((await check(course.id, body, 'not-a-token')).status).toBe(401);
    expect((await check(999_999, body)).status).toBe(404);
    const malformed = await check(course.id, { sha256: 'XYZ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ detail: '檔案雜湊必須是 64 個小寫十六進位字元' });
  });
});
