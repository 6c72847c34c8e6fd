import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurn, LONGEST_WAIT_MS } from './drawing-turns.ts';

/** A drawing that records when it starts and ends, and finishes (or fails) when told. */
function drawing(name: string, log: string[]) {
  let finish: (failed: boolean) => void = () => undefined;
  const draw = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`${name} starts`);
      finish = (failed) => {
        log.push(`${name} ends`);
        if (failed) reject(new Error(`${name} failed`));
        else resolve(name);
      };
    });
  return { draw, finish: (failed = false) => finish(failed) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inTurn', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts each drawing once the one before it has ended, even when that one failed', async () => {
    const log: string[] = [];
    const first = drawing('page 1', log);
    const second = drawing('page 2', log);
    const third = drawing('page 3', log);
    const drawn = [inTurn(first.draw), inTurn(second.draw).catch(() => 'refused'), inTurn(third.draw)];
    await settle();
    expect(log).toEqual(['page 1 starts']);
    first.finish();
    await settle();
    expect(log).toEqual(['page 1 starts', 'page 1 ends', 'page 2 starts']);
    second.finish(true);
    await settle();
    third.finish();
    expect(await Promise.all(drawn)).toEqual(['page 1', 'refused', 'page 3']);
    expect(log).toEqual([
      'page 1 starts',
      'page 1 ends',
      'page 2 starts',
      'page 2 ends',
      'page 3 starts',
      'page 3 ends',
    ]);
  });

  it('starts the next drawing anyway when the one before it never ends', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const stalled = drawing('page 1', log);
    const next = drawing('page 2', log);
    void inTurn(stalled.draw);
    const drawn = inTurn(next.draw);
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS - 1);
    expect(log).toEqual(['page 1 starts']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['page 1 starts', 'page 2 starts']);
    next.finish();
    expect(await drawn).toBe('page 2');
  });
});
