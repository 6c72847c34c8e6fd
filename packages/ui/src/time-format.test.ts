import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './time-format.ts';

const now = Date.parse('2026-11-21T12:00:00+08:00');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [0, '剛剛'],
    [59_000, '剛剛'],
    [-30_000, '剛剛'],
    [60_000, '1 分鐘前'],
    [45 * 60_000, '45 分鐘前'],
    [3 * 3_600_000, '3 小時前'],
    [24 * 3_600_000, '昨天'],
    [4 * 24 * 3_600_000, '4 天前'],
  ])('says %i ms ago as %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('gives the Taipei date past a week', () => {
    expect(formatRelativeTime('2026-11-01T20:00:00Z', now)).toBe('2026/11/02');
  });
});
