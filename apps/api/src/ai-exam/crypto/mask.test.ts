import { describe, expect, test } from 'vitest';
import { maskApiKey } from './mask.ts';

describe('maskApiKey', () => {
  test('shows only the last four characters of a real-length key', () => {
    const key = 'AIzaSyD-example-key-0123456789abcdefWXYZ';
    expect(maskApiKey(key)).toBe('****WXYZ');
    expect(maskApiKey(`  ${key}\n`)).toBe('****WXYZ');
  });

  test('reveals nothing of a short key', () => {
    expect(maskApiKey('abcd')).toBe('****');
    expect(maskApiKey('short-key1')).toBe('****');
  });
});
