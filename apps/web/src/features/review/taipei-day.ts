/** Taipei is eight hours ahead of UTC all year: the department's calendar, and the review's day. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The reader's day in Taipei by this device's clock, YYYY-MM-DD: the day whose review queue is shown. */
export function taipeiToday(now: number = Date.now()): string {
  return new Date(now + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}
