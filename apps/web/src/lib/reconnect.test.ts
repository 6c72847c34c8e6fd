import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect.ts';

describe('reconnectDelay', () => {
  it('doubles from a second to half a minute', () => {
    const longest = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(longest)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads each wait between its half and its whole', () => {
    expect(reconnectDelay(2, () => 0)).toBe(2_000);
    expect(reconnectDelay(2, () => 0.5)).toBe(3_000);
  });
});
