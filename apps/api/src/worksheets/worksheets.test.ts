// 題單: an owner builds and orders a worksheet, anyone signed in reads it by its link and prints it, only the
// owner changes it; bad input changes nothing; the printed PDF holds each question's own text and its source.
import { MAX_WORKSHEET_QUESTIONS, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { archives, courses } from '../db/schema.ts';
import { openPdf, pageContent } from '../search/extract/pdfjs.ts';
import { createStorage } from '../storage/index.ts';
import { insertAnswer } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';
import { examWithQuestions, questionText } from '../test-support/worksheets.ts';

const t = useTestApp();
const { worksheets } = routes;

async function exam(tag: string, count = 3, year = 112) {
  const course = await insertCourse(t);
  const made = await examWithQuestions(t.db, createStorage(t.env.storage), course, { tag, count, year });
  return { course, ...made };
}

const at = (wid: string) => ({ params: { wid } });

/** The printed PDF's text, page after page. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) pages.push((await pageContent(await doc.getPage(n))).text);
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}

/** How many paths the printed PDF's pages draw. */
async function pathsDrawn(bytes: Uint8Array): Promise<number> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await openPdf(bytes);
  try {
    let paths = 0;
    for (let n = 1; n <= doc.numPages; n += 1) {
      const { fnArray } = await (await doc.getPage(n)).getOperatorList();
      paths += fnArray.filter((op) => op === OPS.constructPath).length;
    }
    return paths;
  } finally {
    await doc.destroy();
  }
}

describe('building a worksheet', () => {
  it('keeps the owner’s questions across exams in the order given, and lists it in 我的題單', async () => {
    const owner = await signedInUser(t);
    const a = await exam('Alpha');
    const b = await exam('Beta', 2, 110);
    const [a1, a2] = a.questionIds;
    const [b1] = b.questionIds;
    if (!a1 || !a2 || !b1) throw new Error('no questions');
    const as = { token: owner.token };
    const created = await t
      .client()
      .output(worksheets.createWorksheet, { body: { title: '  期中複習  ', question_ids: [b1, a2] } }, as);
    expect(created).toMatchObject({ title: '期中複習', is_owner: true });
    expect(created.questions.map((q) => q.question_id)).toEqual([b1, a2]);
    expect(created.questions[0]).toMatchObject({
      academic_year: 110,
      archive_name: 'Beta 期中考',
      question_name: '第 1 題',
    });

    const added = await t
      .client()
      .output(worksheets.addWorksheetQuestion, { ...at(created.id), body: { question_id: a1 } }, as);
    expect(added.questions.map((q) => q.question_id)).toEqual([b1, a2, a1]);
    // Reordered and one removed, in one write.
    const moved = await t
      .client()
      .output(
        worksheets.updateWorksheet,
        { ...at(created.id), body: { title: '期末複習', question_ids: [a1, b1] } },
        as,
      );
    expect(moved.questions.map((q) => q.question_id)).toEqual([a1, b1]);
    const { worksheets: mine } = await t.client().output(worksheets.listMyWorksheets, {}, as);
    expect(mine).toEqual([expect.objectContaining({ id: created.id, title: '期末複習', question_count: 2 })]);
  });

  it('refuses unknown questions, duplicates and too many, and changes nothing', async () => {
    const owner = await signedInUser(t);
    const { questionIds } = await exam('Gamma', 2);
    const [q1, q2] = questionIds;
    if (!q1 || !q2) throw new Error('no questions');
    const as = { token: owner.token };
    const sheet = await t
      .client()
      .output(worksheets.createWorksheet, { body: { title: '題單', question_ids: [q1] } }, as);

    const unknown = await t
      .client()
      .refusal(
        worksheets.updateWorksheet,
        { ...at(sheet.id), body: { title: '改', question_ids: [q2, 2_000_000_000] } },
        as,
      );
    expect(unknown).toMatchObject({ status: 404, code: 'question_not_found' });
    const twice = await t
      .client()
      .refusal(worksheets.addWorksheetQuestion, { ...at(sheet.id), body: { question_id: q1 } }, as);
    expect(twice).toMatchObject({ status: 409, code: 'worksheet_question_exists' });
    const duplicated = await t
      .client()
      .refusal(
        worksheets.updateWorksheet,
        { ...at(sheet.id), body: { title: '改', question_ids: [q1, q1] } },
        as,
      );
    expect(duplicated).toMatchObject({ status: 400, detail: '同一題不能在題單中出現兩次' });
    const tooMany = Array.from({ length: MAX_WORKSHEET_QUESTIONS + 1 }, (_, i) => i + 1);
    const long = await t
      .client()
      .refusal(worksheets.createWorksheet, { body: { title: '長', question_ids: tooMany } }, as);
    expect(long).toMatchObject({ status: 400, detail: `一份題單最多 ${MAX_WORKSHEET_QUESTIONS} 題` });

    const after = await t.client().output(worksheets.getWorksheet, at(sheet.id), as);
    expect(after).toMatchObject({ title: '題單', questions: [expect.objectContaining({ question_id: q1 })] });
    const { worksheets: mine } = await t.client().output(worksheets.listMyWorksheets, {}, as);
    expect(mine).toHaveLength(1);
  });

  it('stops adding at the limit', async () => {
    const owner = await signedInUser(t);
    const { questionIds } = await exam('Delta', MAX_WORKSHEET_QUESTIONS + 1);
    const last = questionIds.at(-1) ?? 0;
    const as = { token: owner.token };
    const full = await t
      .client()
      .output(
        worksheets.createWorksheet,
        { body: { title: '滿', question_ids: questionIds.slice(0, MAX_WORKSHEET_QUESTIONS) } },
        as,
      );
    const refused = await t
      .client()
      .refusal(worksheets.addWorksheetQuestion, { ...at(full.id), body: { question_id: last } }, as);
    expect(refused).toMatchObject({ status: 422, code: 'worksheet_full' });
  });
});

describe('sharing by link', () => {
  it('lets another signed-in user read and print it, but not change it', async () => {
    const owner = await signedInUser(t);
    const reader = await signedInUser(t);
    const { questionIds } = await exam('Epsilon', 2);
    const sheet = await t
      .client()
      .output(
        worksheets.createWorksheet,
        { body: { title: '分享', question_ids: questionIds } },
        { token: owner.token },
      );
    const as = { token: reader.token };

    const read = await t.client().output(worksheets.getWorksheet, at(sheet.id), as);
    expect(read).toMatchObject({ title: '分享', is_owner: false });
    expect(read.questions).toHaveLength(2);
    const printed = await t.client().raw(worksheets.worksheetPdf, { ...at(sheet.id), query: {} }, as);
    expect(printed.status).toBe(200);
    await printed.body?.cancel();

    const change = await t
      .client()
      .refusal(
        worksheets.updateWorksheet,
        { ...at(sheet.id), body: { title: '我的', question_ids: [] } },
        as,
      );
    expect(change).toMatchObject({ status: 403, code: 'not_worksheet_owner' });
    const add = await t
      .client()
      .refusal(
        worksheets.addWorksheetQuestion,
        { ...at(sheet.id), body: { question_id: questionIds[0] ?? 0 } },
        as,
      );
    expect(add).toMatchObject({ status: 403, code: 'not_worksheet_owner' });
    expect((await t.client().output(worksheets.listMyWorksheets, {}, as)).worksheets).toEqual([]);
    const unchanged = await t.client().output(worksheets.getWorksheet, at(sheet.id), { token: owner.token });
    expect(unchanged).toMatchObject({ title: '分享', is_owner: true });
    expect(unchanged.questions).toHaveLength(2);
  });

  it('answers 找不到此題單 for a link that names none', async () => {
    const reader = await signedInUser(t);
    const missing = await t
      .client()
      .refusal(worksheets.getWorksheet, at('00000000-0000-4000-8000-000000000000'), { token: reader.token });
    expect(missing).toMatchObject({ status: 404, code: 'worksheet_not_found' });
  });

  it('leaves out questions of a deleted archive', async () => {
    const owner = await signedInUser(t);
    const kept = await exam('Zeta', 1);
    const gone = await exam('Eta', 1);
    const ids = [...gone.questionIds, ...kept.questionIds];
    const sheet = await t
      .client()
      .output(
        worksheets.createWorksheet,
        { body: { title: '刪', question_ids: ids } },
        { token: owner.token },
      );
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, gone.archive.id));
    const read = await t.client().output(worksheets.getWorksheet, at(sheet.id), { token: owner.token });
    expect(read.questions.map((q) => q.question_id)).toEqual(kept.questionIds);
  });
});

describe('the printed PDF', () => {
  it('holds each chosen question’s own text under its source, in order, and no page that holds none', async () => {
    const owner = await signedInUser(t);
    const a = await exam('Kappa', 9);
    const b = await exam('Lambda', 3, 109);
    await t.db.update(courses).set({ name: '作業系統' }).where(eq(courses.id, b.course.id));
    const chosen = [b.questionIds[2], a.questionIds[0], a.questionIds[3]].map((id) => id ?? 0);
    const as = { token: owner.token };
    const sheet = await t
      .client()
      .output(worksheets.createWorksheet, { body: { title: '期中題單', question_ids: chosen } }, as);
    const response = await t
      .client()
      .raw(worksheets.worksheetPdf, { ...at(sheet.id), query: { answers: 'without' } }, as);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, ' ');

    expect(text).toContain('期中題單');
    const order = [questionText('Lambda', 3), questionText('Kappa', 1), questionText('Kappa', 4)].map((q) =>
      text.indexOf(q),
    );
    expect(order.every((place) => place >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    // A page of Kappa none of whose questions was chosen is not printed at all, nor is the text of a question
    // beside a chosen one on its page.
    expect(text).not.toContain(questionText('Kappa', 7));
    for (const beside of [2, 3, 5]) expect(text).not.toContain(questionText('Kappa', beside));
    expect(text).toContain('作業系統 · 109 學年度 · Lambda 期中考（期中考） · 王教授 · 第 3 題');
  });

  it('adds each question’s top answer when asked, its formulas typeset, and not otherwise', async () => {
    const owner = await signedInUser(t);
    const { archive, questionIds } = await exam('Mu', 1);
    const [question] = questionIds;
    if (!question) throw new Error('no question');
    await insertAnswer(t, {
      archiveId: archive.id,
      questionId: question,
      authorId: null,
      body: '**答案**是 $O(n \\log n)$，因為\n\n$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$\n\n- 第一步\n- 第二步',
    });
    const as = { token: owner.token };
    const sheet = await t
      .client()
      .output(worksheets.createWorksheet, { body: { title: '解答', question_ids: [question] } }, as);
    const print = async (answers: 'with' | 'without') => {
      const response = await t
        .client()
        .raw(worksheets.worksheetPdf, { ...at(sheet.id), query: { answers } }, as);
      return new Uint8Array(await response.arrayBuffer());
    };
    const [withAnswers, without] = await Promise.all([print('with'), print('without')]);
    const text = await pdfText(withAnswers);
    // The words of the answer, without its Markdown marks or its formulas' TeX.
    for (const words of ['答案是', '，因為', '第一步', '第二步']) expect(text).toContain(words);
    for (const source of ['**', '$', '\\log', '\\frac', '\\sum']) expect(text).not.toContain(source);
    expect(await pdfText(without)).not.toContain('答案是');
    // The formulas are drawn: each glyph of them is a path of its own.
    expect((await pathsDrawn(withAnswers)) - (await pathsDrawn(without))).toBeGreaterThan(20);
  });

  it('refuses to print an empty worksheet', async () => {
    const owner = await signedInUser(t);
    const sheet = await t
      .client()
      .output(worksheets.createWorksheet, { body: { title: '空' } }, { token: owner.token });
    const refused = await t
      .client()
      .refusal(worksheets.worksheetPdf, { ...at(sheet.id), query: {} }, { token: owner.token });
    expect(refused).toMatchObject({ status: 422, code: 'worksheet_empty' });
  });
});
