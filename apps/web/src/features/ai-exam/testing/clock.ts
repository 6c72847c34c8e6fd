import { vi } from 'vitest';

const realSetTimeout = globalThis.setTimeout;

/**
 * Stops the page's clock (timers and Date) so the 5-second poll and the 300 ms reset can be stepped through;
 * requests to the test server still take their real time.
 */
export function stopClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/**
 * Waits until `check` passes, letting answers from the server land and moving the stopped clock `stepMs` at
 * a time. At least 1 ms: a zero-delay timer set while timers run (the query cache's notifications) is due
 * 1 ms later. Fails after 10 real seconds.
 */
export async function until(check: () => void, stepMs = 1): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    await vi.advanceTimersByTimeAsync(stepMs);
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/** Moves the stopped clock, then waits for every request it set off to be answered and read. */
export async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await window.happyDOM?.waitUntilComplete();
  await vi.advanceTimersByTimeAsync(0);
}
