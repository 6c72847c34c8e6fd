// The AI exam round trip against the fake Gemini: queue a task, poll until complete. Measures what the queue,
// the worker and the database add around the provider call, which the fake answers at once.
import { routes } from '@pastexam/api-contract';
import type { ApiClient } from '../src/testing/index.ts';
import { percentile } from './percentile.ts';

const ROUNDS = 20;
const POLL_MS = 20;

/** The fake Gemini key every bench run uses; the fake must accept it. */
export const benchGeminiKey = 'AIzaBench-key-0000000000';

export async function benchAiExam(client: ApiClient, token: string) {
  const as = { token };
  await client.output(routes.aiExam.putApiKey, { body: { gemini_api_key: benchGeminiKey } }, as);

  const byCategory = await client.output(routes.courses.listCourses, {}, as);
  let archiveIds: number[] = [];
  for (const course of Object.values(byCategory).flat()) {
    const list = await client.output(
      routes.courses.listCourseArchives,
      { params: { id: String(course.id) } },
      as,
    );
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
    const { task_id } = await client.output(
      routes.aiExam.generate,
      { body: { archive_ids: archiveIds } },
      as,
    );
    for (;;) {
      const task = await client.output(routes.aiExam.getTask, { params: { id: task_id } }, as);
      if (task.status === 'failed') throw new Error(`bench task failed: ${task.error ?? 'no reason given'}`);
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
