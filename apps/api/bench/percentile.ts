/** The value at percentile `p` (0-100) of ascending `sorted`; 0 for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The latencies of `rounds` runs of `work` after `warmUp` unmeasured ones, ascending. */
export async function timeRounds(
  work: () => Promise<unknown>,
  rounds: number,
  warmUp: number,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i += 1) await work();
  const latencies: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t0 = performance.now();
    await work();
    latencies.push(performance.now() - t0);
  }
  return latencies.sort((a, b) => a - b);
}
