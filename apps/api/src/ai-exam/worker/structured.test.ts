// The structured exam (product §6.7): Gemini is asked for JSON of the contract's schema, a faulty answer is
// sent back once with its problem, a second faulty one fails the task with a clear message and nothing of it
// is shown, sources naming archives that were not attached are dropped, and tasks from before keep their text.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { AI_EXAM_KIND } from '../../ai-exam/tasks/repository.ts';
import { jobs } from '../../db/schema.ts';
import { getTask, useAiExamApp, userWithKey } from '../../test-support/ai-exam.ts';
import type { TestApp } from '../../test-support/app.ts';
import { type ExamFlaw, type FakeGemini, FOREIGN_ARCHIVE_ID } from '../../testing/index.ts';
import { examResponseSchema } from '../exam/response-schema.ts';
import { ANSWER_KEY_SEPARATOR } from '../prompt/index.ts';

const KEY = 'AIzaSyStructured-key-0000';
const ai = useAiExamApp({ validKeys: [KEY] });
let fake: FakeGemini;
let t: TestApp;
beforeAll(() => {
  ({ t, fake } = ai.ready());
});

const generateRequests = () => fake.requests.filter((request) => request.endpoint === 'generate');

/** A task finished earlier with `result` kept as it was then, read back by its owner through the API. */
async function finishedEarlier(result: string, archivesUsed: unknown[] = []) {
  const { user, token } = await userWithKey(t, KEY);
  const id = randomUUID();
  await t.db.insert(jobs).values({
    id,
    kind: AI_EXAM_KIND,
    userId: user.id,
    status: 'complete',
    payload: { archive_ids: [3], archives_used: archivesUsed, prompt: null, temperature: 0.7 },
    maxAttempts: 2,
    result,
    completedAt: new Date(),
  });
  return getTask(t, token, id);
}

/** Generates from two archives while the fake spoils the first `answers` answers with `flaw`. */
async function generate(flaw: ExamFlaw | null, answers = 1) {
  fake.setBehaviour(flaw ? { mode: 'flawed-exam', flaw, answers } : { mode: 'normal' });
  const before = generateRequests().length;
  const { task, archives } = await ai.generated(KEY, [111, 112]);
  return { task, archives, sent: generateRequests().slice(before) };
}

describe('structured mock exams', () => {
  test('asks for JSON of the contract’s schema in a form the service accepts', async () => {
    const { task, sent } = await generate(null);
    expect(task.status).toBe('complete');
    expect(sent).toHaveLength(1);
    // The fake answers 400 to a responseSchema the service would refuse; this one got its exam.
    expect(sent[0]?.status).toBe(200);
    expect(examResponseSchema).toMatchObject({
      type: 'OBJECT',
      required: expect.arrayContaining(['sections']),
    });
    expect(JSON.stringify(examResponseSchema)).not.toMatch(/\$ref|additionalProperties|"type":"[a-z]/);
  });

  test.each([
    ['text that is not JSON', 'malformed-json' as const, 'not valid JSON'],
    ['JSON that breaks the schema', 'schema-violation' as const, 'does not match the schema'],
  ])('sends %s back once with its problem, and shows the corrected exam', async (_case, flaw, problem) => {
    const { task, sent } = await generate(flaw, 1);
    expect(task.status).toBe('complete');
    expect(task.result?.exam?.sections.length).toBeGreaterThan(0);
    expect(sent).toHaveLength(2);
    // The second request repeats the question, then the faulty answer, then what was wrong with it.
    expect(sent[1]?.documents).toBe(2);
    expect(sent[1]?.text).toContain('你上一次的回答不符合要求的 JSON 格式');
    expect(sent[1]?.text).toContain(problem);
    expect(t.logs.text()).toContain('ai_task_answer_repaired');
  });

  test('fails the task with a clear message when the corrected answer is faulty too, and shows nothing of it', async () => {
    const { task, sent } = await generate('schema-violation', 2);
    expect(sent).toHaveLength(2);
    expect(task).toMatchObject({
      status: 'failed',
      result: null,
      error: 'Gemini 產生的試題格式不正確（已請它重寫一次），請稍後再試',
    });
  });

  test('drops a source naming an archive that was not attached, and keeps the rest', async () => {
    const { task, archives } = await generate('foreign-source', 1);
    expect(task.status).toBe('complete');
    const sources = task.result?.exam?.sections.flatMap((s) => s.questions.flatMap((q) => q.sources)) ?? [];
    expect(sources.map((source) => source.archive_id)).toEqual(archives.map((archive) => archive.id));
    expect(JSON.stringify(task.result)).not.toContain(String(FOREIGN_ARCHIVE_ID));
  });

  test('a 總分 its questions do not add up to is their sum, with what the model wrote told beside it', async () => {
    const { task, sent } = await generate('wrong-total', 1);
    expect(task.status).toBe('complete');
    // A valid answer of the schema: nothing is sent back to the model.
    expect(sent).toHaveLength(1);
    expect(task.result?.exam).toMatchObject({ total_points: 100, stated_total_points: 1 });
    expect(task.result?.generated_content).toContain('（總分 100 分）');
    expect(task.result?.generated_content).toContain(
      'AI 原本寫的總分是 1 分，與各題配分不符，已改為各題配分之和。',
    );
  });

  test('a 總分 that agrees with its questions is kept, with nothing to tell', async () => {
    const { task } = await generate(null);
    expect(task.result?.exam?.total_points).toBe(100);
    expect(task.result?.exam).not.toHaveProperty('stated_total_points');
    expect(task.result?.generated_content).not.toContain('AI 原本寫的總分');
  });

  test('an exam kept with a wrong 總分 before it was checked opens with its questions’ sum', async () => {
    const question = { text: '題目', sub_questions: [], answer: '答案', sources: [] };
    const exam = {
      title: '舊的模擬試題',
      instructions: '',
      total_points: 1,
      sections: [
        {
          title: '',
          questions: [
            { ...question, number: '1', points: 12.5 },
            { ...question, number: '2', points: 0.1 },
            { ...question, number: '3', points: 0.2 },
          ],
        },
      ],
    };
    expect((await finishedEarlier(JSON.stringify({ exam }))).result?.exam).toMatchObject({
      total_points: 12.8,
      stated_total_points: 1,
    });
  });

  test('a task finished before exams were structured still opens, as text only, its archives without a course id', async () => {
    const used = {
      id: 3,
      name: '舊考卷',
      academic_year: 110,
      archive_type: 'midterm',
      professor: '王教授',
      course: '資料結構',
    };
    const text = `資料結構 期中考模擬試題\n1. (50 分) 舊的題目\n${ANSWER_KEY_SEPARATOR}\n1. 舊的答案`;
    expect(await finishedEarlier(text, [used])).toMatchObject({
      status: 'complete',
      result: { generated_content: text, exam: null, archives_used: [{ ...used, course_id: null }] },
    });
  });
});
