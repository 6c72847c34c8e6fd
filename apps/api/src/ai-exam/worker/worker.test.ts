import { routes } from '@pastexam/api-contract';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  createArchive,
  queueTask,
  taskRow,
  useAiExamApp,
  userWithKey,
  waitForOutcome,
} from '../../test-support/ai-exam.ts';
import type { TestApp } from '../../test-support/app.ts';
import { insertCourse } from '../../test-support/archives.ts';
import type { FakeGemini } from '../../testing/index.ts';
import { removeApiKey } from '../api-key/repository.ts';
import { ANSWER_KEY_SEPARATOR } from '../prompt/index.ts';

const KEYS = {
  valid: 'AIzaSyWorker-valid-key-0000',
  invalid: 'AIzaSyWorker-key-the-provider-refuses',
  quota: 'AIzaSyWorker-quota-key-0000',
  failing: 'AIzaSyWorker-failing-key-0000',
  slow: 'AIzaSyWorker-slow-key-0000',
};
const ai = useAiExamApp({
  validKeys: [KEYS.valid],
  keyBehaviours: {
    [KEYS.quota]: { mode: 'quota-exceeded', on: ['generate'] },
    [KEYS.failing]: { mode: 'server-error', on: ['generate'] },
    [KEYS.slow]: { mode: 'slow', delayMs: 3000, on: ['generate'] },
  },
});
const { startWorker } = ai;
let fake: FakeGemini;
let t: TestApp;
beforeAll(() => {
  ({ t, fake } = ai.ready());
});

async function examArchives(count = 2) {
  const course = await insertCourse(t);
  const archives = [];
  for (let index = 0; index < count; index += 1) {
    archives.push(await createArchive(t, course, { year: 110 + index, pages: index + 1 }));
  }
  return { course, archives };
}

const generateRequests = () => fake.requests.filter((request) => request.endpoint === 'generate');

describe('the AI exam worker', () => {
  test('generates the exam from the archives’ PDFs sent as documents, and records it with the archives used', async () => {
    await startWorker();
    const { token } = await userWithKey(t, KEYS.valid);
    const { course, archives } = await examArchives(2);
    const before = generateRequests().length;
    const id = await queueTask(t, token, {
      archive_ids: archives.map((archive) => archive.id),
      prompt: '請多出證明題',
      temperature: 0.3,
    });
    const task = await waitForOutcome(t, token, id);

    expect(task.status).toBe('complete');
    expect(task.error).toBeNull();
    const exam = task.result?.exam;
    expect(exam?.title).toBe(`${course.name} 期中考模擬試題`);
    expect(exam?.instructions).toContain('共 2 份考古題');
    const sources = exam?.sections.flatMap((section) => section.questions.flatMap((q) => q.sources));
    expect(sources?.map((source) => source.archive_id)).toEqual(archives.map((archive) => archive.id));
    // The text copy and the TXT download use: the questions with their points, then the answer key.
    const content = task.result?.generated_content ?? '';
    const [questions = '', answers = ''] = content.split(ANSWER_KEY_SEPARATOR);
    expect(questions).toContain(`${course.name} 期中考模擬試題`);
    expect(questions).toContain('1. (40 分) 已知遞迴式');
    expect(questions).toContain('   (a) (20 分) 以主定理');
    expect(questions).not.toContain('\\Theta(n \\log n)');
    expect(answers).toContain('\\Theta(n \\log n)');
    expect(task.result?.archives_used.map((archive) => archive.id)).toEqual(
      archives.map((archive) => archive.id),
    );
    expect(task.result?.archives_used[0]).toMatchObject({
      course: course.name,
      course_id: course.id,
      professor: '王教授',
      academic_year: 110,
    });

    const sent = generateRequests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      documents: 2,
      inlineDocuments: 2,
      temperature: 0.3,
      keyState: 'valid',
      status: 200,
    });
    expect(sent[0]?.text).toContain('請多出證明題');
    const row = await taskRow(t, id);
    expect(row).toMatchObject({ attempts: 1, leaseUntil: null, claimedBy: null });
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  test('writes the mock exam in the language its student reads the interface in', async () => {
    await startWorker();
    const { token } = await userWithKey(t, KEYS.valid);
    await t.client().output(routes.users.updateMyLocale, { body: { locale: 'en' } }, { token });
    const { course, archives } = await examArchives(1);
    const before = generateRequests().length;
    const id = await queueTask(t, token, { archive_ids: archives.map((archive) => archive.id) });
    expect((await waitForOutcome(t, token, id)).status).toBe('complete');
    const [sent] = generateRequests().slice(before);
    expect(sent?.text).toContain('全部以英文（English）撰寫');
    expect(sent?.text).toContain(`title 是「${course.name} Midterm Mock Exam」`);
  });

  test.each([
    ['a key the provider no longer accepts', KEYS.invalid, '無效的 API Key'],
    ['a key over its quota', KEYS.quota, '已超過 Gemini 使用額度，請稍後再試'],
    ['a provider error', KEYS.failing, 'Gemini 服務暫時無法使用，請稍後再試'],
  ])('fails the task with a zh-TW message on %s', async (_case, key, message) => {
    await startWorker();
    const { token } = await userWithKey(t, key);
    const { archives } = await examArchives(1);
    const task = await waitForOutcome(
      t,
      token,
      await queueTask(t, token, { archive_ids: [archives[0]?.id ?? 0] }),
    );
    expect(task).toMatchObject({ status: 'failed', error: message, result: null });
  });

  test('a generation slower than the time limit is cut off and failed with a clear message', async () => {
    await startWorker({ timeLimitMs: 1000 });
    const { token } = await userWithKey(t, KEYS.slow);
    const { archives } = await examArchives(1);
    const before = generateRequests().length;
    const task = await waitForOutcome(
      t,
      token,
      await queueTask(t, token, { archive_ids: [archives[0]?.id ?? 0] }),
    );
    expect(task).toMatchObject({ status: 'failed', error: '生成超過 1 秒的時間限制，請稍後再試' });
    // The fake sees the hang-up once the socket closes, which may be a moment after the task is failed.
    await expect.poll(() => generateRequests().slice(before)[0]?.aborted).toBe(true);
  });

  test('PDFs uploaded to the provider are deleted again when the generation fails', async () => {
    await startWorker({ gemini: { model: t.env.GEMINI_MODEL, baseUrl: fake.baseUrl, inlineLimitBytes: 1 } });
    const { token } = await userWithKey(t, KEYS.failing);
    const { archives } = await examArchives(2);
    const uploadsBefore = fake.requests.filter((request) => request.endpoint === 'upload').length;
    const id = await queueTask(t, token, { archive_ids: archives.map((archive) => archive.id) });
    expect((await waitForOutcome(t, token, id)).status).toBe('failed');
    expect(fake.requests.filter((request) => request.endpoint === 'upload').length).toBeGreaterThan(
      uploadsBefore,
    );
    expect(generateRequests().at(-1)).toMatchObject({ fileDocuments: 2, inlineDocuments: 0 });
    expect(fake.uploadedFiles()).toEqual([]);
  });

  test('a key removed after queueing fails the task with a message saying so', async () => {
    const { user, token } = await userWithKey(t, KEYS.valid);
    const { archives } = await examArchives(1);
    const id = await queueTask(t, token, { archive_ids: [archives[0]?.id ?? 0] });
    await removeApiKey(t.db, user.id);
    await startWorker();
    expect(await waitForOutcome(t, token, id)).toMatchObject({
      status: 'failed',
      error: '尚未設定 Gemini API Key，請設定後重新產生',
    });
  });

  test('the key and the exam never reach the log', async () => {
    await startWorker();
    const { token } = await userWithKey(t, KEYS.valid);
    const { archives } = await examArchives(1);
    const task = await waitForOutcome(
      t,
      token,
      await queueTask(t, token, { archive_ids: [archives[0]?.id ?? 0] }),
    );
    expect(t.logs.text()).toContain('ai_task_finished');
    for (const key of Object.values(KEYS)) expect(t.logs.text()).not.toContain(key);
    const question = task.result?.exam?.sections[0]?.questions[0]?.text;
    expect(question).toBeTruthy();
    expect(t.logs.text()).not.toContain(question);
  });
});
