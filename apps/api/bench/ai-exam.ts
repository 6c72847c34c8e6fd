// The AI exam round trip against the fake Gemini: queue a task, poll until complete. Measures what the queue,
// the worker and the database add around the provider call, which the fake answers at once.
import {
  archiveListSchema,
  coursesByCategorySchema,
  generateResponseSchema,
  taskSchema,
} from '@pastexam/api-contract';
import { z } from 'zod';
import { percentile } from './percentile.ts';

const ROUNDS = 20;
const POLL_MS = 20;

/** The fake Gemini key every bench run uses; the fake must accept it. */
export const benchGeminiKey = 'AIzaBench-key-0000000000';

export async function benchAiExam(baseUrl: string, headers: Record<string, string>) {
  const json = { ...headers, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method,
      headers: json,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const saved = await call('PUT', '/ai-exam/api-key', { gemini_api_key: benchGeminiKey });
  if (!saved.ok) throw new Error(`saving the bench key answered ${saved.status}`);

  const byCategory = coursesByCategorySchema.parse(await (await call('GET', '/courses')).json());
  let archiveIds: number[] = [];
  for (const course of Object.values(byCategory).flat()) {
    const list = archiveListSchema.parse(await (await call('GET', `/courses/${course.id}/archives`)).json());
    archiveIds = list
      .filter((a) => a.archive_type === 'midterm' || a.archive_type === 'final')
      .slice(0, 2)
      .map((a) => a.id);
    if (archiveIds.length === 2) break;
  }
  if (archiveIds.length < 2) {
    console.log('AI exam round trip: skipped (no course with two exams; run with SEED_DEMO=true)');
    return;
  }

  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const t0 = performance.now();
    const { task_id } = generateResponseSchema.parse(
      await (await call('POST', '/ai-exam/generate', { archive_ids: archiveIds })).json(),
    );
    for (;;) {
      const task = taskSchema.parse(await (await call('GET', `/ai-exam/task/${task_id}`)).json());
      if (task.status === 'failed') throw new Error(`bench task failed: ${z.string().parse(task.error)}`);
      if (task.status === 'complete') break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => percentile(latencies, p).toFixed(1);
  console.log(
    `${'AI exam generate → complete'.padEnd(28)} ${String(ROUNDS).padStart(5)} tasks, one after another  ` +
      `p50 ${at(50)} ms  p95 ${at(95)} ms  (fake Gemini, ${POLL_MS} ms polling)`,
  );
}
