import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_WAIT_MS, useLongWait } from './use-long-wait.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLongWait', () => {
  it('says a wait is long only once it has lasted its time, and forgets it when the wait ends', () => {
    const { result, rerender } = renderHook(({ waiting }) => useLongWait(waiting), {
      initialProps: { waiting: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(LONG_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
    // A new wait starts short again.
    rerender({ waiting: true });
    expect(result.current).toBe(false);
  });

  it('never calls a wait that ended in time long', () => {
    const { result, rerender } = renderHook(({ waiting }) => useLongWait(waiting), {
      initialProps: { waiting: true },
    });
    act(() => vi.advanceTimersByTime(LONG_WAIT_MS / 2));
    rerender({ waiting: false });
    act(() => vi.advanceTimersByTime(LONG_WAIT_MS * 2));
    expect(result.current).toBe(false);
  });
});
