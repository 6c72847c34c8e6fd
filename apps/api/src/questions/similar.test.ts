// 相似題 (product §4.18): each question lists the questions of other exams in the department whose text is at
// least SIMILAR_QUESTION alike, Chinese and English alike, with their exam, year and course; one in the same
// course marks the question 重複出現 with its years. What is compared follows the questions and the text.
import { errorCatalogue, routes } from '@pastexam/api-contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { archives, questionBands, questionTexts } from '../db/schema.ts';
import { savePages } from '../search/pages.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';
import { textExam } from '../test-support/text-exams.ts';
import { proposeQuestions } from './service.ts';
import { SIMILAR_QUESTION } from './similar-signature.ts';
import { indexUnindexedArchives } from './similar-sweep.ts';

const t = useTestApp();
let reader: { id: number; token: string };
beforeAll(async () => {
  reader = await signedInUser(t);
});

const DEADLOCK = '請說明死結（deadlock）發生的四個必要條件，並針對每個條件說明如何破壞它以預防死結。';
const DEADLOCK_AGAIN = '請說明死結發生的四個必要條件為何？並針對每個條件說明如何破壞該條件以預防死結的發生。';
const MERGE_SORT =
  '請寫出合併排序法（Merge Sort）的虛擬碼，分析它所需要的額外記憶體空間，並說明它為何是穩定的排序法。請以陣列 [5, 2, 4, 6, 1, 3] 為例畫出每一步的合併過程。';
const MIN_HEAP =
  '請說明最小堆積（min heap）的插入與刪除操作，並將 23, 14, 9, 6, 30, 12, 18 依序插入一個空的最小堆積，畫出每一步之後的堆積。';
const THREAD =
  'Explain the difference between a process and a thread. Why is creating a thread cheaper than creating a process?';
const THREAD_AGAIN =
  'What is the difference between a process and a thread, and why is it cheaper to create a thread than a process?';
const PAGING =
  'Explain the difference between paging and segmentation. Why does segmentation suffer from external fragmentation?';

const exam = (courseId: number, academicYear: number, texts: string[], starts?: number[]) =>
  textExam(t, courseId, academicYear, texts, starts);

async function similar(archiveId: number, questionId: number | string, token?: string) {
  const params = { aid: String(archiveId), qid: String(questionId) };
  return t.client().call(routes.questions.similarQuestions, { params }, token ? { token } : {});
}

/**
 * A question's 相似題 among the exams of one test (`exams`): every test's exams are the department's, and each
 * test asks in courses of its own.
 */
async function similarBody(archiveId: number, questionId: number, exams: { archive: { id: number } }[]) {
  const answer = await similar(archiveId, questionId, reader.token);
  if (!answer.ok) throw new Error(`similar answered ${answer.status}`);
  const ids = new Set(exams.map((one) => one.archive.id));
  return { ...answer.body, similar: answer.body.similar.filter((one) => ids.has(one.archive.id)) };
}

describe('相似題', () => {
  test('finds the same Chinese question in other years and courses, and marks it 重複出現 with its years', async () => {
    const course = await insertCourse(t, { name: '作業系統' });
    const other = await insertCourse(t, { name: '系統程式' });
    const first = await exam(course.id, 110, [DEADLOCK, MERGE_SORT]);
    const again = await exam(course.id, 112, [MIN_HEAP, DEADLOCK_AGAIN]);
    const elsewhere = await exam(other.id, 111, [DEADLOCK_AGAIN]);

    const mine = [first, again, elsewhere];
    const body = await similarBody(first.archive.id, first.questions[0] ?? 0, mine);
    expect(body.similar.map((one) => one.question.id).sort()).toEqual(
      [again.questions[1], elsewhere.questions[0]].sort(),
    );
    expect(body.similar[0]).toMatchObject({
      archive: { id: again.archive.id, name: '112 期中考', academic_year: 112 },
      course: { id: course.id, name: '作業系統' },
      question: { name: '第 2 題' },
      same_course: true,
    });
    expect(body.similar[1]).toMatchObject({ course: { name: '系統程式' }, same_course: false });
    for (const one of body.similar) expect(one.similarity).toBeGreaterThanOrEqual(SIMILAR_QUESTION);
    expect(body.recurring_years).toEqual([110, 112]);

    // The merge sort question has no twin anywhere.
    expect(await similarBody(first.archive.id, first.questions[1] ?? 0, mine)).toEqual({
      similar: [],
      recurring_years: [],
    });
  });

  test('compares English text, and leaves out what is below the threshold and twins only in other courses', async () => {
    const course = await insertCourse(t);
    const other = await insertCourse(t);
    const asked = await exam(course.id, 111, [THREAD]);
    const template = await exam(course.id, 112, [PAGING]);
    const twin = await exam(other.id, 112, [THREAD_AGAIN]);

    const body = await similarBody(asked.archive.id, asked.questions[0] ?? 0, [template, twin]);
    // Same sentence frame, another topic: below the threshold, so not listed.
    expect(body.similar.map((one) => one.archive.id)).toEqual([twin.archive.id]);
    expect(body.similar.map((one) => one.archive.id)).not.toContain(template.archive.id);
    expect(body.similar[0]?.similarity).toBeGreaterThan(0.5);
    expect(body.recurring_years).toEqual([]);
  });

  test('follows a start added, then removed, and an exam deleted', async () => {
    const course = await insertCourse(t);
    const asked = await exam(course.id, 110, [DEADLOCK]);
    // One question that runs over three paragraphs: the twin's text is drowned in the others'.
    const later = await exam(course.id, 113, [MERGE_SORT, MIN_HEAP, DEADLOCK_AGAIN], [0]);
    const listed = async () =>
      (await similarBody(asked.archive.id, asked.questions[0] ?? 0, [later])).similar.map(
        (one) => one.question.id,
      );
    expect(await listed()).toEqual([]);

    const added = await t
      .client()
      .call(
        routes.questions.addQuestion,
        { params: { aid: String(later.archive.id) }, body: { page: 1, top: 0.75 } },
        { token: reader.token },
      );
    if (!added.ok) throw new Error(`added ${added.status}`);
    const third = added.body.questions.find((question) => question.top === 0.75);
    expect(await listed()).toEqual([third?.id]);

    await t
      .client()
      .call(
        routes.questions.removeQuestion,
        { params: { aid: String(later.archive.id), qid: String(third?.id) } },
        { token: reader.token },
      );
    expect(await listed()).toEqual([]);

    await t
      .client()
      .call(
        routes.questions.addQuestion,
        { params: { aid: String(later.archive.id) }, body: { page: 1, top: 0.75 } },
        { token: reader.token },
      );
    expect(await listed()).toHaveLength(1);
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, later.archive.id));
    expect(await listed()).toEqual([]);
  });

  test('follows the archive’s text when it is read again', async () => {
    const course = await insertCourse(t);
    const asked = await exam(course.id, 110, [THREAD]);
    const later = await exam(course.id, 112, [PAGING]);
    expect((await similarBody(asked.archive.id, asked.questions[0] ?? 0, [later])).similar).toEqual([]);

    const line = { top: 0.5, left: 0.1, text: THREAD_AGAIN };
    await savePages(t.db, later.archive.id, [
      { page: 1, text: THREAD_AGAIN, lines: [line], source: 'ocr', ocrStatus: 'done' },
    ]);
    await proposeQuestions(t.db, later.archive.id);
    const body = await similarBody(asked.archive.id, asked.questions[0] ?? 0, [later]);
    expect(body.similar.map((one) => one.question.id)).toEqual(later.questions);
    expect(body.recurring_years).toEqual([110, 112]);
  });

  test('the sweep indexes an exam read before 相似題 existed, once; a question with too little text counts as indexed', async () => {
    const course = await insertCourse(t);
    const asked = await exam(course.id, 110, [THREAD, '(5%)']);
    const older = await exam(course.id, 108, [THREAD_AGAIN]);
    // As an exam whose text was read before the index existed: no row for any of its questions.
    await t.db.delete(questionBands).where(inArray(questionBands.questionId, older.questions));
    await t.db.delete(questionTexts).where(inArray(questionTexts.questionId, older.questions));
    const twins = async () =>
      (await similarBody(asked.archive.id, asked.questions[0] ?? 0, [older])).similar.map(
        (one) => one.question.id,
      );
    expect(await twins()).toEqual([]);

    expect(await indexUnindexedArchives(t.db)).toBeGreaterThanOrEqual(1);
    expect(await twins()).toEqual(older.questions);
    // Everything is indexed now, the mark with no text to compare included, so a second sweep has nothing to do.
    expect(await indexUnindexedArchives(t.db)).toBe(0);
    expect(await similarBody(asked.archive.id, asked.questions[1] ?? 0, [older])).toEqual({
      similar: [],
      recurring_years: [],
    });
  });

  test('is for signed-in users, about a question of an exam that is not deleted', async () => {
    const course = await insertCourse(t);
    const asked = await exam(course.id, 110, [DEADLOCK]);
    const other = await exam(course.id, 111, [DEADLOCK_AGAIN]);
    const question = asked.questions[0] ?? 0;

    expect((await similar(asked.archive.id, question)).status).toBe(401);
    expect(await similar(asked.archive.id, other.questions[0] ?? 0, reader.token)).toMatchObject({
      status: 404,
      body: { code: 'question_not_found', detail: errorCatalogue.question_not_found.message },
    });
    expect(await similar(asked.archive.id, 'abc', reader.token)).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, asked.archive.id));
    expect(await similar(asked.archive.id, question, reader.token)).toMatchObject({
      status: 404,
      body: { code: 'archive_not_found', detail: errorCatalogue.archive_not_found.message },
    });
  });
});
