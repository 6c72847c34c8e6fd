// What the benchmark reads from Chromium's performance timeline: long tasks (over 50 ms, the main thread busy
// and the page unresponsive) and event timings (an input until the frame that shows its effect), per action.
import type { JSHandle, Page } from 'playwright-core';
import { cpuOfTasks, INPUT_MARK } from './cpu-trace.ts';

type Entry = { name: string; start: number; duration: number };
type Recorder = { longTasks: Entry[]; events: Entry[]; inputAt: number | null };

declare global {
  interface Window {
    /** Filled by the observers the benchmark installs before the app starts. */
    benchTimeline?: Recorder;
  }
}

/** Installed before any of the app's scripts run, on every page the context opens. */
export function observeTimeline() {
  const recorder: Recorder = { longTasks: [], events: [], inputAt: null };
  window.benchTimeline = recorder;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      recorder.longTasks.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const events = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      recorder.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  });
  // Event timing's own option, newer than TypeScript's DOM types: report inputs slower than one frame.
  const slowInputs: PerformanceObserverInit & { durationThreshold: number } = {
    type: 'event',
    buffered: true,
    durationThreshold: 16,
  };
  events.observe(slowInputs);
  // When the user's input happened, on the same clock as the entries: where "until shown" starts.
  const noteInput = (event: Event) => {
    if (recorder.inputAt !== null) return;
    recorder.inputAt = event.timeStamp;
    // The same moment in a trace (cpu-trace.ts), which does not share this clock.
    performance.mark(INPUT_MARK);
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, noteInput, { capture: true });
}

export type ActionResult = {
  /** From the input to the first frame after the expected state was on screen. */
  shownMs: number;
  longestTaskMs: number;
  /** How many long tasks (over 50 ms of wall time) the action caused. */
  longTaskCount: number;
  /** Total blocking time: what each long task took beyond 50 ms, added up. */
  blockingMs: number;
  /** The longest main-thread task by the CPU time it used (see cpu-trace.ts). */
  longestTaskCpuMs: number;
  /** Total blocking time by CPU time. */
  blockingCpuMs: number;
  /** How many of the action's tasks took over 50 ms of CPU time. */
  longTaskCountCpu: number;
  /** The slowest input's event timing (input to next paint); 0 when every input answered within 16 ms. */
  slowestInputMs: number;
  domNodes: number;
};

/** Resolves once the main thread has nothing queued, twice, so a task the first idle callback scheduled is seen. */
async function idle(page: Page) {
  for (let round = 0; round < 2; round += 1)
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 60_000 })),
    );
}

/**
 * How the benchmark waits for a state: checked once per animation frame rather than by Playwright's backing-off
 * polls, so "shown" is accurate to a frame. The check answers the page's clock once what it waits for is there.
 */
export const everyFrame = (timeout: number) => ({ polling: 'raf', timeout }) as const;

/** The page's clock at the frame a `waitForFunction(check, arg, everyFrame(…))` saw its state. */
export async function frameOf(waiting: Promise<JSHandle<number | false>>): Promise<number> {
  const at: unknown = await (await waiting).jsonValue();
  if (typeof at !== 'number') throw new Error('a state check answered something other than the time');
  return at;
}

/**
 * From an idle page, runs `act` (an input), waits for `shown` (the state the input leads to: the page's clock
 * when it was first seen), then for the page to fall idle again, and reads the timeline since the input. Work
 * the state change left behind (effects, a virtualizer measuring its rows) counts too.
 */
export async function measure(
  page: Page,
  act: () => Promise<void>,
  shown: () => Promise<number>,
): Promise<ActionResult> {
  await idle(page);
  const before = await page.evaluate(() => {
    const recorder = window.benchTimeline;
    if (!recorder) throw new Error('the timeline observers are not installed');
    recorder.inputAt = null;
    return performance.now();
  });
  let shownAt = 0;
  const cpu = await cpuOfTasks(page, async () => {
    await act();
    shownAt = await shown();
    await idle(page);
  });
  const timeline = await page.evaluate(
    ({ before, shownAt }) => {
      const recorder = window.benchTimeline;
      if (!recorder) throw new Error('the timeline observers are not installed');
      const from = recorder.inputAt ?? before;
      const tasks = recorder.longTasks.filter((task) => task.start + task.duration >= from);
      const events = recorder.events.filter((event) => event.start >= from);
      return {
        shownMs: shownAt - from,
        longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
        longTaskCount: tasks.filter((task) => task.duration > 50).length,
        blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        slowestInputMs: Math.max(0, ...events.map((event) => event.duration)),
        domNodes: document.getElementsByTagName('*').length,
      };
    },
    { before, shownAt },
  );
  return { ...timeline, ...cpu };
}
