// 我的模擬試題 on the server (product §6.12): the user's exams listed newest first a page at a time with
// their practice progress, renamed, and their questions marked 會 / 不會 with the marks kept with the exam.
import { routes, type TaskUpdate } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { getTask, useAiExamApp, userWithKey } from '../../test-support/ai-exam.ts';
import type { TestApp } from '../../test-support/app.ts';
import { storeExam } from '../exam/stored-result.ts';

const KEY = 'AIzaSyMyExams-key-0000';
const ai = useAiExamApp({ validKeys: [KEY] });
let t: TestApp;
beforeAll(() => {
  ({ t } = ai.ready());
});

const finishedExam = () => ai.generated(KEY);

const update = (token: string, id: string, body: TaskUpdate) =>
  t.client().call(routes.aiExam.updateTask, { params: { id }, body }, { token });

const page = (token: string, query: { cursor?: string; limit?: number } = {}) =>
  t.client().output(routes.aiExam.listTasks, { query }, { token });

describe('我的模擬試題', () => {
  test('lists the user’s exams newest first, a page at a time, with title, course, professors and progress', async () => {
    const { user, token, course, task } = await finishedExam();
    // Four older tasks of the same user, created in pairs in the same millisecond.
    const [early, earlier] = [new Date(Date.now() - 2000), new Date(Date.now() - 3000)];
    const older = [early, early, earlier, earlier];
    const ids: string[] = [];
    for (const createdAt of older) {
      const [row] = await t.db
        .insert(jobs)
        .values({
          id: crypto.randomUUID(),
          kind: 'ai-exam',
          userId: user.id,
          status: 'failed',
          error: '生成逾時，請稍後再試',
          payload: { archive_ids: [], archives_used: [], prompt: null, temperature: 0.7 },
          maxAttempts: 2,
          createdAt,
        })
        .returning({ id: jobs.id });
      if (row) ids.push(row.id);
    }
    const first = await page(token, { limit: 2 });
    expect(first.items[0]).toMatchObject({
      task_id: task.task_id,
      status: 'complete',
      title: `${course.name} 期中考模擬試題`,
      course: course.name,
      professors: ['王教授'],
      progress: { questions: 2, known: 0, unknown: 0 },
    });
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await page(token, { limit: 2, cursor: first.next_cursor ?? '' });
    const third = await page(token, { limit: 2, cursor: second.next_cursor ?? '' });
    const listed = [...first.items, ...second.items, ...third.items].map((item) => item.task_id);
    // Every task exactly once, whatever the ties in creation time.
    expect(listed).toHaveLength(5);
    expect(new Set(listed)).toEqual(new Set([task.task_id, ...ids]));
    expect(third.next_cursor).toBeNull();
    expect(second.items[0]).toMatchObject({ status: 'failed', error: '生成逾時，請稍後再試' });
  });

  test('refuses a malformed cursor or page size with a clear 400', async () => {
    const { token } = await userWithKey(t, KEY);
    for (const query of [
      { cursor: 'abc' },
      { cursor: '1_not-a-uuid-at-all-0000000000000000' },
      // A time past what the database holds (the year 33658).
      { cursor: '999999999999999_ffffffff-ffff-ffff-ffff-ffffffffffff' },
      { limit: 0 },
    ]) {
      const answer = await t.client().call(routes.aiExam.listTasks, { query }, { token });
      expect(answer.status).toBe(400);
    }
  });

  test('renames an exam, and marks questions 會 / 不會, kept with the exam and counted in the list', async () => {
    const { token, task } = await finishedExam();
    const renamed = await update(token, task.task_id, { title: '期中考衝刺 第一回' });
    expect(renamed).toMatchObject({ status: 200, body: { title: '期中考衝刺 第一回' } });

    await update(token, task.task_id, { marks: { '0-0': 'known', '1-0': 'unknown' } });
    // Another tab changes one mark and clears nothing else.
    const marked = await update(token, task.task_id, { marks: { '0-0': 'unknown' } });
    expect(marked).toMatchObject({ status: 200, body: { marks: { '0-0': 'unknown', '1-0': 'unknown' } } });
    expect((await update(token, task.task_id, { marks: { '1-0': null } })).body).toMatchObject({
      marks: { '0-0': 'unknown' },
    });

    const reopened = await getTask(t, token, task.task_id);
    expect(reopened).toMatchObject({ title: '期中考衝刺 第一回', marks: { '0-0': 'unknown' } });
    expect((await page(token)).items[0]).toMatchObject({
      title: '期中考衝刺 第一回',
      progress: { questions: 2, known: 0, unknown: 1 },
    });
  });

  test('shows an exam’s title as text when the model wrote Markdown or LaTeX in it, and names the exam by it', async () => {
    const { token, task } = await finishedExam();
    const exam = task.result?.exam;
    if (!exam) throw new Error('the generation kept no structured exam');
    const title = '計算 $\\sum_{i=1}^{n} i$，並說明 `for` 迴圈';
    await t.db
      .update(jobs)
      .set({ result: storeExam({ ...exam, title }) })
      .where(eq(jobs.id, task.task_id));
    const reopened = await getTask(t, token, task.task_id);
    expect(reopened.title).toBe('計算 ∑ᵢ₌₁ⁿ i，並說明 for 迴圈');
    expect(reopened.result?.exam?.title).toBe('計算 ∑ᵢ₌₁ⁿ i，並說明 for 迴圈');
    // The text to copy or download keeps the title as the model wrote it.
    expect(reopened.result?.generated_content?.startsWith(title)).toBe(true);
    expect((await page(token)).items[0]?.title).toBe('計算 ∑ᵢ₌₁ⁿ i，並說明 for 迴圈');
  });

  test('refuses marks for questions the exam does not have, an empty name, and an edit with nothing in it', async () => {
    const { token, task } = await finishedExam();
    const before = await t.db.select().from(jobs).where(eq(jobs.id, task.task_id));
    expect(await update(token, task.task_id, { marks: { '5-0': 'known' } })).toMatchObject({
      status: 400,
      body: { code: 'exam_question_not_found' },
    });
    expect(await update(token, task.task_id, { title: '   ' })).toMatchObject({ status: 400 });
    expect(await update(token, task.task_id, {})).toMatchObject({
      status: 400,
      body: { detail: '沒有要修改的欄位' },
    });
    expect(await t.db.select().from(jobs).where(eq(jobs.id, task.task_id))).toEqual(before);
  });

  test('another user’s exam cannot be renamed or marked', async () => {
    const { task } = await finishedExam();
    const stranger = await userWithKey(t, KEY);
    expect(await update(stranger.token, task.task_id, { title: '偷改' })).toMatchObject({
      status: 404,
      body: { code: 'task_not_found' },
    });
    expect((await page(stranger.token)).items).toEqual([]);
  });
});
