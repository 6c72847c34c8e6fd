import { routes, type SearchHit } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { answers, archiveQuestions } from '../../db/schema.ts';
import { useTestApp } from '../../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../../test-support/archives.ts';
import { indexAnswer } from '../answers.ts';
import { savePages } from '../pages.ts';

const t = useTestApp();
let student: { id: number; token: string };
let archiveId: number;
const questionIds: number[] = [];

/** What a search shows of each hit: where it is found and which question it is in. */
async function found(q: string) {
  const answer = await t.client().call(routes.search.search, { query: { q } }, { token: student.token });
  if (!answer.ok) throw new Error(`search answered ${answer.status}`);
  return answer.body.items.map((hit: SearchHit) => ({
    page: hit.page,
    in: hit.found_in,
    question: hit.question?.name ?? null,
    marked: hit.snippet.matches.map((m) => hit.snippet.text.slice(m.start, m.end)).join(''),
  }));
}

/** An answer written (or edited) as the answers' writer does: the row, then its search tokens, together. */
async function writeAnswer(questionId: number, body: string, answerId?: number): Promise<number> {
  return t.db.transaction(async (tx) => {
    const [row] = answerId
      ? await tx.update(answers).set({ body }).where(eq(answers.id, answerId)).returning()
      : await tx.insert(answers).values({ questionId, archiveId, authorId: student.id, body }).returning();
    if (!row) throw new Error('no answer');
    await indexAnswer(tx, row.id, body);
    return row.id;
  });
}

const line = (top: number, text: string) => ({ top, left: 0.1, text });

beforeAll(async () => {
  student = await signedInUser(t);
  const course = await insertCourse(t);
  archiveId = (await insertArchive(t, { courseId: course.id })).id;
  const page1 = [line(0.1, '1. 請說明堆疊的用途'), line(0.5, '2. 請寫出雜湊表的插入')];
  const page2 = [line(0.1, '並分析碰撞的處理方式'), line(0.6, '3. 請畫出紅黑樹')];
  await savePages(
    t.db,
    archiveId,
    [page1, page2].map((lines, i) => ({
      page: i + 1,
      text: lines.map((l) => l.text).join('\n'),
      lines,
      source: 'text_layer',
      ocrStatus: 'not_needed',
    })),
  );
  const rows = await t.db
    .insert(archiveQuestions)
    .values(
      [
        { page: 1, top: 0.1, name: '第 1 題' },
        { page: 1, top: 0.5, name: '第 2 題' },
        { page: 2, top: 0.6, name: '第 3 題' },
      ].map((q, i) => ({ ...q, archiveId, ordinal: i + 1, status: 'proposed' as const })),
    )
    .returning({ id: archiveQuestions.id });
  questionIds.push(...rows.map((row) => row.id));
});

describe('search over questions and answers', () => {
  test("says which question a match in the exam's text is in, across a page break too", async () => {
    expect(await found('堆疊')).toEqual([{ page: 1, in: 'page', question: '第 1 題', marked: '堆疊' }]);
    expect(await found('雜湊表')).toEqual([{ page: 1, in: 'page', question: '第 2 題', marked: '雜湊表' }]);
    // Page 2 opens with the rest of question 2, which runs on from page 1.
    expect(await found('碰撞')).toEqual([{ page: 2, in: 'page', question: '第 2 題', marked: '碰撞' }]);
    expect(await found('紅黑樹')).toEqual([{ page: 2, in: 'page', question: '第 3 題', marked: '紅黑樹' }]);
  });

  test('follows a question that people moved, with nothing to reindex', async () => {
    const third = questionIds[2] ?? 0;
    await t.db.update(archiveQuestions).set({ top: 0.05 }).where(eq(archiveQuestions.id, third));
    expect((await found('碰撞'))[0]?.question).toBe('第 3 題');
    await t.db.update(archiveQuestions).set({ top: 0.6 }).where(eq(archiveQuestions.id, third));
    expect((await found('碰撞'))[0]?.question).toBe('第 2 題');
  });

  test('finds a word that is only in an answer, at its question, and follows edits', async () => {
    const id = await writeAnswer(questionIds[1] ?? 0, '用線性探測處理衝突，時間為 $O(1)$');
    expect(await found('線性探測')).toEqual([
      { page: 1, in: 'answer', question: '第 2 題', marked: '線性探測' },
    ]);
    await writeAnswer(0, '改用鏈結串列處理衝突', id);
    expect(await found('線性探測')).toEqual([]);
    expect(await found('鏈結串列')).toEqual([
      { page: 1, in: 'answer', question: '第 2 題', marked: '鏈結串列' },
    ]);
  });

  test('never matches a hidden answer, for anyone, nor a deleted one', async () => {
    const id = await writeAnswer(questionIds[2] ?? 0, '左旋與右旋的口訣');
    expect(await found('口訣')).toHaveLength(1);
    await t.db.update(answers).set({ hiddenAt: new Date() }).where(eq(answers.id, id));
    expect(await found('口訣')).toEqual([]);
    await t.db.update(answers).set({ hiddenAt: null }).where(eq(answers.id, id));
    expect(await found('口訣')).toHaveLength(1);
    await t.db.delete(answers).where(eq(answers.id, id));
    expect(await found('口訣')).toEqual([]);
  });

  test("ranks an answer among the exam's pages and pages through both", async () => {
    await writeAnswer(questionIds[0] ?? 0, '堆疊 堆疊 堆疊：後進先出');
    const all = await found('堆疊');
    expect(all.map((hit) => hit.in).sort()).toEqual(['answer', 'page']);
    const first = await t
      .client()
      .call(routes.search.search, { query: { q: '堆疊', limit: 1 } }, { token: student.token });
    if (!first.ok) throw new Error('no results');
    const cursor = first.body.next_cursor ?? '';
    const second = await t
      .client()
      .call(routes.search.search, { query: { q: '堆疊', limit: 1, cursor } }, { token: student.token });
    if (!second.ok) throw new Error('no results');
    expect([...first.body.items, ...second.body.items].map((hit) => hit.found_in).sort()).toEqual([
      'answer',
      'page',
    ]);
    expect(second.body.next_cursor).toBeNull();
  });

  test('an answer written, edited and deleted through the answers routes is found, followed and gone', async () => {
    const aid = String(archiveId);
    const qid = questionIds[2] ?? 0;
    const posted = await t
      .client()
      .output(
        routes.answers.postAnswer,
        { params: { aid, qid: String(qid) }, body: { body: '先左旋再右旋，稱為雙旋轉' } },
        student,
      );
    expect(await found('雙旋轉')).toEqual([{ page: 2, in: 'answer', question: '第 3 題', marked: '雙旋轉' }]);
    const id = String(posted.id);
    const body = { body: '只要右旋一次即可' };
    await t.client().output(routes.answers.editAnswer, { params: { id }, body }, student);
    expect(await found('雙旋轉')).toEqual([]);
    expect((await found('右旋一次')).map((hit) => hit.question)).toEqual(['第 3 題']);
    await t.client().output(routes.answers.deleteAnswer, { params: { id } }, student);
    expect(await found('右旋一次')).toEqual([]);
  });
});
