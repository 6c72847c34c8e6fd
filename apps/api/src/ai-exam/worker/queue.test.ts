import { routes } from '@pastexam/api-contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { getTask, taskRow, useAiExamApp, waitForOutcome } from '../../test-support/ai-exam.ts';
import type { TestApp } from '../../test-support/app.ts';
import type { FakeGemini } from '../../testing/index.ts';
import { INTERRUPTED_MESSAGE } from '../tasks/repository.ts';

const KEY = 'AIzaSyQueue-valid-key-0000';
const SLOW_KEY = 'AIzaSyQueue-slow-key-0000';
/** A generation three leases long: a worker keeps its task only by renewing the lease. */
const LONG_KEY = 'AIzaSyQueue-long-key-0000';
const ai = useAiExamApp({
  validKeys: [KEY],
  keyBehaviours: {
    [SLOW_KEY]: { mode: 'slow', delayMs: 2000, on: ['generate'] },
    [LONG_KEY]: { mode: 'slow', delayMs: 4500, on: ['generate'] },
  },
});
const { startWorker } = ai;
const queuedTask = (key = KEY) => ai.queued(key);
let fake: FakeGemini;
let t: TestApp;
beforeAll(() => {
  ({ t, fake } = ai.ready());
});

const generateCalls = () => fake.requests.filter((request) => request.endpoint === 'generate').length;
const row = (id: string) => taskRow(t, id);

/** Marks the task as taken by a worker that then died, its lease long gone. */
async function abandon(id: string, attempts: number) {
  await t.db
    .update(jobs)
    .set({
      status: 'in_progress',
      attempts,
      claimedBy: 'dead-worker',
      leaseUntil: new Date(Date.now() - 60_000),
    })
    .where(eq(jobs.id, id));
}

describe('the shared task queue', () => {
  test('two replicas working one queue run every task exactly once', async () => {
    const replica = await t.replica();
    const tasks = [];
    for (let index = 0; index < 6; index += 1) {
      const { token, id } = await ai.queued(KEY, { client: index % 2 === 0 ? t.client() : replica });
      tasks.push({ token, id });
    }
    const before = generateCalls();
    await Promise.all([
      startWorker({ concurrency: 2, ownConnection: true }),
      startWorker({ concurrency: 2, ownConnection: true }),
    ]);
    // Six generations through two workers: 1.7 s on an idle machine, over 20 s (the helper's usual wait) once in a
    // test run with both cores kept busy by other work. It waits for the outcomes, so a longer wait costs nothing.
    const outcomes = await Promise.all(tasks.map((task) => waitForOutcome(t, task.token, task.id, 75_000)));
    expect(outcomes.map((task) => task.status)).toEqual(tasks.map(() => 'complete'));
    expect(generateCalls() - before).toBe(tasks.length);
    const rows = await t.db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          tasks.map((task) => task.id),
        ),
      );
    expect(rows.map((task) => task.attempts)).toEqual(tasks.map(() => 1));
  }, 90_000);

  test('a task whose worker died is taken up again once its lease has run out', async () => {
    const { token, id } = await queuedTask();
    await abandon(id, 1);
    await startWorker();
    expect((await waitForOutcome(t, token, id)).status).toBe('complete');
    expect(await row(id)).toMatchObject({ attempts: 2, claimedBy: null });
  });

  test('a task abandoned a second time is failed with a clear message instead of run again', async () => {
    const { token, id } = await queuedTask();
    await abandon(id, 2);
    const before = generateCalls();
    await startWorker();
    expect(await waitForOutcome(t, token, id)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_MESSAGE,
    });
    expect(generateCalls()).toBe(before);
  });

  test('a running worker renews its lease, so another worker never takes its task over', async () => {
    const { token, id } = await queuedTask(LONG_KEY);
    const before = generateCalls();
    // The generation takes three leases; the second worker is ready to take over. A renewal is due every third of
    // the lease, so the lease holds through a second's stall of a busy machine.
    await startWorker({ leaseMs: 1500, ownConnection: true });
    await startWorker({ leaseMs: 1500, ownConnection: true });
    expect((await waitForOutcome(t, token, id)).status).toBe('complete');
    expect(generateCalls() - before).toBe(1);
    expect((await row(id))?.attempts).toBe(1);
  });

  test('a stopping worker hands its task back at once, and another worker finishes it without waiting for the lease', async () => {
    const { token, id } = await queuedTask(SLOW_KEY);
    // Leases far longer than the test waits: only the hand-back lets the second worker in.
    const first = await startWorker({ leaseMs: 120_000 });
    await expect.poll(async () => (await getTask(t, token, id)).status).toBe('in_progress');
    await first.stop();
    // Back in the queue, its interrupted attempt not counted.
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, claimedBy: null });

    await startWorker({ leaseMs: 120_000 });
    expect((await waitForOutcome(t, token, id)).status).toBe('complete');
    expect((await row(id))?.attempts).toBe(1);
  });

  test('a task deleted while it runs is dropped without an outcome or an error', async () => {
    const { token, id } = await queuedTask(SLOW_KEY);
    const before = generateCalls();
    await startWorker({ leaseMs: 300 });
    // Deleted once its generation is under way: in progress alone may still be uploading the exams.
    await expect.poll(generateCalls).toBe(before + 1);
    expect((await t.client().call(routes.aiExam.deleteTask, { params: { id } }, { token })).status).toBe(200);
    await expect
      .poll(() => fake.requests.filter((r) => r.endpoint === 'generate').at(-1)?.aborted)
      .toBe(true);
    expect(await row(id)).toBeUndefined();
    expect(t.logs.text()).not.toContain('ai_task_crashed');
  });

  test('with concurrency 0 this process leaves the queue alone', async () => {
    const { token, id } = await queuedTask();
    await startWorker({ concurrency: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await getTask(t, token, id)).status).toBe('pending');
  });
});
