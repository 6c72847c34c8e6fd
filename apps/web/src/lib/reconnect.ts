/** The first wait before reconnecting, and the longest. */
const FIRST_MS = 1_000;
const LONGEST_MS = 30_000;

/**
 * How long to wait before the `attempt`-th reconnection in a row (0 for the first): doubling from a second up
 * to half a minute, each wait drawn between its half and its whole, so the browsers a stopping replica let go
 * do not all come back at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_MS, FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * (0.5 + random() / 2));
}
