// The main thread's tasks of an action as a Chromium trace records them, with the CPU time each took. On a
// machine other work keeps busy, a task's wall time (what the Long Tasks API reports) stretches with every
// moment the thread waits for a core; its CPU time is what the page itself cost, and is what an idle machine
// would see as its length.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { z } from 'zod';

const traceSchema = z.object({
  traceEvents: z.array(
    z.object({
      name: z.string(),
      ph: z.string(),
      pid: z.number(),
      tid: z.number(),
      ts: z.number(),
      dur: z.number().optional(),
      tdur: z.number().optional(),
      args: z.object({ name: z.string().optional() }).optional(),
    }),
  ),
});

export type CpuTasks = { longestTaskCpuMs: number; blockingCpuMs: number; longTaskCountCpu: number };

/** Where each action's whole trace is written, numbered in order, when set. */
const traceDir = process.env.BENCH_TRACE_DIR;
let traced = 0;
const START = 'bench-action-start';
const END = 'bench-action-end';
/** Set by the page when the action's input arrives (timeline.ts); the tasks from it on are the action's. */
export const INPUT_MARK = 'bench-input';

/**
 * Records a trace around `during` and reads the CPU time of the page renderer's main-thread tasks from the
 * input on (or `during`'s start, without one) to `during`'s end: not the tasks that start and stop the trace,
 * nor those that find the element to click.
 */
export async function cpuOfTasks(page: Page, during: () => Promise<void>): Promise<CpuTasks> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to trace');
  // Tasks as DevTools' performance panel reads them, and the page's own marks; with BENCH_TRACE_DIR, what runs
  // inside them too (scripts, style, layout, paint, the stack that forced a layout), for DevTools to open; with
  // BENCH_PROFILE too, the functions that ran (sampled: every task then takes longer).
  await browser.startTracing(page, {
    categories: [
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      ...(traceDir
        ? [
            'devtools.timeline',
            'v8.execute',
            // The stacks that installed timers and forced layouts: each timer call then costs many times more.
            ...(process.env.BENCH_STACKS ? ['disabled-by-default-devtools.timeline.stack'] : []),
            ...(process.env.BENCH_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
          ]
        : []),
    ],
  });
  try {
    await page.evaluate((name) => performance.mark(name), START);
    await during();
    await page.evaluate((name) => performance.mark(name), END);
  } catch (failure) {
    await browser.stopTracing();
    throw failure;
  }
  const trace = (await browser.stopTracing()).toString('utf8');
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    traced += 1;
    writeFileSync(join(traceDir, `action-${String(traced).padStart(3, '0')}.json`), trace);
  }
  const { traceEvents } = traceSchema.parse(JSON.parse(trace));
  const markAt = (name: string) => traceEvents.find((event) => event.name === name)?.ts;
  const from = markAt(INPUT_MARK) ?? markAt(START);
  const to = markAt(END);
  if (from === undefined || to === undefined) throw new Error('the trace lacks the action marks');
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = traceEvents
    .filter((event) => event.name === 'RunTask' && event.ph === 'X')
    .filter((event) => event.ts + (event.dur ?? 0) >= from && event.ts <= to)
    .filter((event) => mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
  return {
    longestTaskCpuMs: Math.max(0, ...tasks),
    blockingCpuMs: tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0),
    longTaskCountCpu: tasks.filter((task) => task > 50).length,
  };
}
