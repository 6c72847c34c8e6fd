import { describe, expect, it } from 'vitest';
import { MAX_ID, parseId } from './ids.ts';
import { idParam } from './schemas/common.ts';

describe('parseId', () => {
  it('takes a positive integer an integer column holds', () => {
    expect(parseId(3)).toBe(3);
    expect(parseId(MAX_ID)).toBe(MAX_ID);
  });

  it('refuses anything else, as the path parameters do', () => {
    for (const value of [
      0,
      -1,
      1.5,
      MAX_ID + 1,
      Number.NaN,
      '3',
      'abc',
      null,
      undefined,
      true,
      [3],
      { id: 3 },
    ]) {
      expect(parseId(value), String(value)).toBeNull();
    }
    // The same bound as an id in a path.
    expect(idParam.safeParse(String(MAX_ID + 1)).success).toBe(false);
  });
});
