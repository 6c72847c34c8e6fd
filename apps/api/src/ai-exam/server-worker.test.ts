import { routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { startQuietServer } from '../test-support/server.ts';
import { type ApiClient, createHttpClient, type FakeGemini, startFakeGemini } from '../testing/index.ts';

const KEY = 'AIzaSyServer-valid-key-0000';
const SLOW_KEY = 'AIzaSyServer-slow-key-0000';
const ADMIN_PASSWORD = 'server-worker-admin-pw';
let fake: FakeGemini;
let storage: TestStorage;

beforeAll(async () => {
  fake = await startFakeGemini({
    validKeys: [KEY],
    keyBehaviours: { [SLOW_KEY]: { mode: 'slow', delayMs: 3000, on: ['generate'] } },
  });
  storage = await createTestStorage();
});
afterAll(async () => {
  await storage?.cleanup();
  await fake.close();
});

async function start(): Promise<RunningServer> {
  return startQuietServer(storage, {
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    GEMINI_BASE_URL: fake.baseUrl,
    AI_TASK_LEASE_SECONDS: '1',
  });
}

/** A signed-in admin talking to the server over real HTTP, as the browser does. */
async function session(url: string) {
  const client = createHttpClient(url);
  const login = { username: 'admin', password: ADMIN_PASSWORD };
  const as = { token: (await client.output(routes.auth.login, { body: login })).access_token };
  return {
    client,
    as,
    setKey: (gemini_api_key: string) =>
      client.call(routes.aiExam.putApiKey, { body: { gemini_api_key } }, as),
    generate: (archive_ids: number[]) => client.output(routes.aiExam.generate, { body: { archive_ids } }, as),
    task: (id: string) => client.output(routes.aiExam.getTask, { params: { id } }, as),
  };
}

async function twoDemoExams(client: ApiClient, as: { token: string }): Promise<number[]> {
  const byCategory = await client.output(routes.courses.listCourses, {}, as);
  for (const course of Object.values(byCategory).flat()) {
    const params = { id: String(course.id) };
    const list = await client.output(routes.courses.listCourseArchives, { params }, as);
    const exams = list.filter(
      (archive) => archive.archive_type === 'midterm' || archive.archive_type === 'final',
    );
    if (exams.length >= 2) return exams.slice(0, 2).map((archive) => archive.id);
  }
  throw new Error('the demo content has no course with two exams');
}

describe('the worker inside the server process', () => {
  test('runs a queued task at once, and a task cut short by a restart is finished after it', async () => {
    let server = await start();
    try {
      const { client, as, setKey, generate, task } = await session(server.url);
      const archiveIds = await twoDemoExams(client, as);
      expect((await setKey(KEY)).status).toBe(200);
      const first = await generate(archiveIds);
      await expect.poll(async () => (await task(first.task_id)).status, { timeout: 20_000 }).toBe('complete');

      expect((await setKey(SLOW_KEY)).status).toBe(200);
      const second = await generate(archiveIds);
      await expect
        .poll(async () => (await task(second.task_id)).status, { timeout: 20_000 })
        .toBe('in_progress');
      await server.close();

      server = await start();
      const again = await session(server.url);
      await expect
        .poll(async () => (await again.task(second.task_id)).status, { timeout: 30_000 })
        .toBe('complete');
    } finally {
      await server.close();
    }
    // Two cold starts of the embedded database and a generation that spans a restart.
  }, 150_000);
});
