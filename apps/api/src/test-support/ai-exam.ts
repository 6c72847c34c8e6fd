import { type ArchiveType, type GenerateRequest, routes, type Task } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { saveApiKey } from '../ai-exam/api-key/repository.ts';
import { storeExam } from '../ai-exam/exam/stored-result.ts';
import { AI_EXAM_KIND, type AiExamTask, toAiExamTask } from '../ai-exam/tasks/repository.ts';
import type { AiWorker } from '../ai-exam/worker/index.ts';
import { storeArchive } from '../archives/upload.ts';
import { type ArchiveRow, type CourseRow, jobs } from '../db/schema.ts';
import { createStorage } from '../storage/index.ts';
import { type FakeGemini, type FakeGeminiOptions, startFakeGemini } from '../testing/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import { insertCourse } from './archives.ts';
import type { TestClient } from './client.ts';
import { blankPdf } from './pdfs.ts';

/** A real archive: a stored PDF of `pages` pages and its row, as an upload makes them. */
export async function createArchive(
  t: TestApp,
  course: CourseRow,
  options: { type?: ArchiveType; year?: number; professor?: string; pages?: number } = {},
): Promise<ArchiveRow> {
  return storeArchive(t.db, createStorage(t.env.storage), {
    course: { kind: 'existing', id: course.id },
    name: `${options.year ?? 112} ${options.type ?? 'midterm'}`,
    professor: options.professor ?? '王教授',
    academic_year: options.year ?? 112,
    archive_type: options.type ?? 'midterm',
    has_answers: false,
    bytes: await blankPdf(options.pages ?? 1),
    uploaderId: null,
  });
}

/** A signed-in user whose Gemini key is stored without the key test, e.g. a key the provider later refuses. */
export async function userWithKey(t: TestApp, apiKey: string | null) {
  const { user, password } = await t.createUser();
  if (apiKey !== null) await saveApiKey(t.db, t.env.APP_SECRET, user.id, apiKey);
  return { user, token: await t.signIn(user, password) };
}

/** The task as stored: its job row with the payload spelled out; undefined once deleted. */
export async function taskRow(t: TestApp, id: string): Promise<AiExamTask | undefined> {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  return row ? toAiExamTask(row) : undefined;
}

export async function getTask(t: TestApp, token: string, id: string): Promise<Task> {
  return t.client().output(routes.aiExam.getTask, { params: { id } }, { token });
}

/** Polls the task until it is complete or failed (the worker runs in the background). */
export async function waitForOutcome(t: TestApp, token: string, id: string, waitMs = 20_000): Promise<Task> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const task = await getTask(t, token, id);
    if (task.status === 'complete' || task.status === 'failed') return task;
    if (Date.now() > deadline) throw new Error(`task ${id} is still ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Queues a task through the API and answers its id. */
export async function queueTask(
  t: TestApp,
  token: string,
  body: GenerateRequest,
  client: TestClient = t.client(),
): Promise<string> {
  return (await client.output(routes.aiExam.generate, { body }, { token })).task_id;
}

/**
 * Registers a test file's hooks: a fake Gemini with these keys, a test app pointed at it, and workers that a
 * test starts with `startWorker` and that are stopped after that test, so no test's worker serves the next.
 */
export function useAiExamApp(fakeOptions: FakeGeminiOptions) {
  let app: TestApp | undefined;
  let gemini: FakeGemini | undefined;
  const workers: AiWorker[] = [];
  beforeAll(async () => {
    gemini = await startFakeGemini(fakeOptions);
    app = await createTestApp({ env: { GEMINI_BASE_URL: gemini.baseUrl } });
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });
  const ready = () => {
    if (!app || !gemini) throw new Error('useAiExamApp: used before its beforeAll ran');
    return { t: app, fake: gemini };
  };
  async function startWorker(overrides: Parameters<TestApp['startWorker']>[0] = {}): Promise<AiWorker> {
    const worker = await ready().t.startWorker(overrides);
    workers.push(worker);
    return worker;
  }
  /**
   * A new user with `key` and the id of the generation they queued (through `client`) from `years.length`
   * midterms of a new course, one a year (112 alone unless said otherwise).
   */
  async function queued(key: string, options: { years?: readonly number[]; client?: TestClient } = {}) {
    const { t } = ready();
    const { user, token } = await userWithKey(t, key);
    const course = await insertCourse(t);
    const archives = [];
    for (const year of options.years ?? [112]) archives.push(await createArchive(t, course, { year }));
    const body = { archive_ids: archives.map((archive) => archive.id) };
    return { user, token, course, archives, id: await queueTask(t, token, body, options.client) };
  }
  /** A new user with `key` and a finished (or failed) generation from `years.length` midterms of a new course. */
  async function generated(key: string, years: readonly number[] = [112]) {
    await startWorker();
    const { id, ...generation } = await queued(key, { years });
    return { ...generation, task: await waitForOutcome(ready().t, generation.token, id) };
  }
  return { ready, startWorker, queued, generated };
}

/**
 * A finished mock exam of `userId`'s, stored as the worker stores one, made from an archive of `course`: two
 * questions in one section (keys `0-0` and `0-1`), the first with math in its text and answer.
 */
export async function insertFinishedExam(
  t: TestApp,
  userId: number,
  course: { id: number; name: string } | null = null,
): Promise<string> {
  const id = crypto.randomUUID();
  const question = (number: string, text: string, answer: string) => ({
    number,
    points: 10,
    text,
    sub_questions: [],
    answer,
    sources: [],
  });
  const archivesUsed = course
    ? [
        {
          id: 1,
          name: '期中考',
          academic_year: 112,
          archive_type: 'midterm' as const,
          professor: '王教授',
          course: course.name,
          course_id: course.id,
        },
      ]
    : [];
  await t.db.insert(jobs).values({
    id,
    kind: AI_EXAM_KIND,
    userId,
    status: 'complete',
    payload: { archive_ids: [], archives_used: archivesUsed, prompt: null, temperature: 0.7 },
    result: storeExam({
      title: '演算法模擬試題',
      instructions: '',
      total_points: 20,
      sections: [
        {
          title: '',
          questions: [
            question('1', '求 $T(n) = 2T(n/2) + n$ 的漸近上界', '$T(n) = \\Theta(n \\log n)$'),
            question('2', '說明快速排序的最壞情況', '已排序的輸入，$O(n^2)$'),
          ],
        },
      ],
    }),
    maxAttempts: 2,
  });
  return id;
}
