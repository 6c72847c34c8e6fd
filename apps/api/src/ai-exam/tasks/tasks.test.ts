import { type GenerateRequest, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { archives, courses, jobs } from '../../db/schema.ts';
import { createArchive, getTask, taskRow, userWithKey } from '../../test-support/ai-exam.ts';
import { useTestApp } from '../../test-support/app.ts';
import { insertCourse } from '../../test-support/archives.ts';
import { ActiveTaskExistsError, insertTask } from './repository.ts';

// No worker runs in this file: every task stays pending, which is what the conflict rules are about.
const KEY = 'AIzaSyTasks-key-for-tests-0000';
const t = useTestApp();

const generate = (token: string, body: GenerateRequest) =>
  t.client().call(routes.aiExam.generate, { body }, { token });
const queue = (token: string, body: GenerateRequest) =>
  t.client().output(routes.aiExam.generate, { body }, { token });

async function refusal(token: string, body: GenerateRequest) {
  const { status, ...envelope } = await t.client().refusal(routes.aiExam.generate, { body }, { token });
  expect(status).toBe(400);
  return envelope;
}

/** A user with a stored key and a new course for their archives. */
async function userAndCourse() {
  const { token } = await userWithKey(t, KEY);
  return { token, course: await insertCourse(t) };
}

describe('POST /api/ai-exam/generate', () => {
  test('queues a task for 1 to 3 midterms and finals of one course', async () => {
    const { token, course } = await userAndCourse();
    const midterm = await createArchive(t, course, { type: 'midterm' });
    const final = await createArchive(t, course, { type: 'final', year: 111 });
    const { task_id } = await queue(token, { archive_ids: [midterm.id, final.id] });
    const task = await getTask(t, token, task_id);
    expect(task).toMatchObject({ task_id, status: 'pending', result: null, error: null });
    const row = await taskRow(t, task_id);
    expect(row).toMatchObject({
      archiveIds: [midterm.id, final.id],
      temperature: 0.7,
      prompt: null,
      attempts: 0,
    });
    expect(row?.archivesUsed).toEqual([
      {
        id: midterm.id,
        name: midterm.name,
        academic_year: 112,
        archive_type: 'midterm',
        professor: '王教授',
        course: course.name,
        course_id: course.id,
      },
      {
        id: final.id,
        name: final.name,
        academic_year: 111,
        archive_type: 'final',
        professor: '王教授',
        course: course.name,
        course_id: course.id,
      },
    ]);
  });

  test('keeps the prompt and temperature given', async () => {
    const { token } = await userWithKey(t, KEY);
    const archive = await createArchive(t, await insertCourse(t));
    const { task_id } = await queue(token, {
      archive_ids: [archive.id],
      prompt: '多出計算題',
      temperature: 1.2,
    });
    const row = await taskRow(t, task_id);
    expect(row).toMatchObject({ prompt: '多出計算題', temperature: 1.2 });
  });

  test('refuses a wrong number of archives, a temperature out of range and repeats, each with its own detail', async () => {
    const { token, course } = await userAndCourse();
    const first = (await createArchive(t, course)).id;
    const others = await Promise.all([2, 3, 4].map(() => createArchive(t, course).then((row) => row.id)));
    expect((await refusal(token, { archive_ids: [] })).detail).toBe('請至少選擇 1 份考古題');
    expect((await refusal(token, { archive_ids: [first, ...others] })).detail).toBe(
      '最多只能選擇 3 份考古題',
    );
    expect((await refusal(token, { archive_ids: [first], temperature: 2.5 })).detail).toBe(
      '溫度需介於 0 到 2',
    );
    expect(await refusal(token, { archive_ids: [first, first] })).toEqual({
      code: 'duplicate_archives',
      detail: '同一份考古題不能重複選擇',
    });
  });

  test('refuses unknown and deleted archives, and archives of a deleted course', async () => {
    const { token, course } = await userAndCourse();
    const live = await createArchive(t, course);
    const deleted = await createArchive(t, course);
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, deleted.id));
    const goneCourse = await insertCourse(t);
    const orphan = await createArchive(t, goneCourse);
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, goneCourse.id));
    for (const archive_ids of [[live.id, 999_999], [live.id, deleted.id], [orphan.id]]) {
      expect(await refusal(token, { archive_ids })).toEqual({
        code: 'exam_archive_not_found',
        detail: '找不到所選的考古題，可能已被刪除，請重新選擇',
      });
    }
  });

  test('refuses quizzes and other papers, and archives of two courses', async () => {
    const { token, course } = await userAndCourse();
    const midterm = await createArchive(t, course);
    for (const type of ['quiz', 'other'] as const) {
      const archive = await createArchive(t, course, { type });
      expect(await refusal(token, { archive_ids: [midterm.id, archive.id] })).toEqual({
        code: 'archive_type_not_allowed',
        detail: '只能選擇期中考或期末考的考古題',
      });
    }
    const elsewhere = await createArchive(t, await insertCourse(t));
    expect(await refusal(token, { archive_ids: [midterm.id, elsewhere.id] })).toEqual({
      code: 'mixed_courses',
      detail: '所選的考古題必須屬於同一門課程',
    });
  });

  test('without a key the answer is 400 no_api_key', async () => {
    const { token } = await userWithKey(t, null);
    const archive = await createArchive(t, await insertCourse(t));
    expect(await refusal(token, { archive_ids: [archive.id] })).toEqual({
      code: 'no_api_key',
      detail: '請先設定 Gemini API Key',
    });
  });

  test('a second task while one is pending is a 409, also when both requests arrive together', async () => {
    const archive = await createArchive(t, await insertCourse(t));
    const { token } = await userWithKey(t, KEY);
    expect((await generate(token, { archive_ids: [archive.id] })).status).toBe(200);
    const again = await generate(token, { archive_ids: [archive.id] });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'task_conflict',
      detail: '您已有一個正在進行的任務，請等待完成後再提交新的任務',
    });

    const racer = await userWithKey(t, KEY);
    const replica = await t.replica();
    const statuses = await Promise.all([
      generate(racer.token, { archive_ids: [archive.id] }),
      replica.call(routes.aiExam.generate, { body: { archive_ids: [archive.id] } }, { token: racer.token }),
      generate(racer.token, { archive_ids: [archive.id] }),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([200, 409, 409]);
  });

  test('the database itself refuses a second active task, whatever the route checked before', async () => {
    const { user } = await userWithKey(t, KEY);
    const input = { userId: user.id, archivesUsed: [], prompt: null, temperature: 0.7 };
    await insertTask(t.db, input);
    await expect(insertTask(t.db, input)).rejects.toThrow(ActiveTaskExistsError);
  });

  test('signed-out callers get 401', async () => {
    expect((await t.client().call(routes.aiExam.generate, { body: { archive_ids: [1] } })).status).toBe(401);
  });
});

describe('reading and deleting tasks', () => {
  test("another user's task, an unknown id and a malformed id all read as not_found", async () => {
    const owner = await userWithKey(t, KEY);
    const stranger = await userWithKey(t, KEY);
    const archive = await createArchive(t, await insertCourse(t));
    const { task_id } = await queue(owner.token, { archive_ids: [archive.id] });
    for (const id of [task_id, '6f1c3d4e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const task = await getTask(t, stranger.token, id);
      expect(task).toMatchObject({ task_id: id, status: 'not_found', result: null, created_at: null });
    }
    expect((await t.client().call(routes.aiExam.getTask, { params: { id: task_id } })).status).toBe(401);
  });

  test('the list holds only the caller’s tasks, newest first, and a deleted task is gone', async () => {
    const { user, token } = await userWithKey(t, KEY);
    const other = await userWithKey(t, KEY);
    const archive = await createArchive(t, await insertCourse(t));
    const old = await queue(token, { archive_ids: [archive.id] });
    await t.db
      .update(jobs)
      .set({ status: 'failed', error: '測試', createdAt: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, old.task_id));
    const recent = await queue(token, { archive_ids: [archive.id] });
    await generate(other.token, { archive_ids: [archive.id] });

    const list = (await t.client().output(routes.aiExam.listTasks, { query: {} }, { token })).items;
    expect(list.map((task) => task.task_id)).toEqual([recent.task_id, old.task_id]);
    expect(list[1]).toMatchObject({ status: 'failed', error: '測試' });

    const remove = (id: string, as = token) =>
      t.client().call(routes.aiExam.deleteTask, { params: { id } }, { token: as });
    expect((await remove(recent.task_id, other.token)).status).toBe(404);
    const deleted = await remove(recent.task_id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await getTask(t, token, recent.task_id)).status).toBe('not_found');
    expect((await remove(recent.task_id)).status).toBe(404);
    const rows = await t.db.select().from(jobs).where(eq(jobs.userId, user.id));
    expect(rows.map((row) => row.id)).toEqual([old.task_id]);
  });
});
