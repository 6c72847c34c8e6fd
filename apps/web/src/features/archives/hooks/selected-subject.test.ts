import { describe, expect, it } from 'vitest';
import { readSelectedSubject, writeSelectedSubject } from './selected-subject.ts';

describe('selectedSubject', () => {
  it('keeps a course id across reads', () => {
    writeSelectedSubject(localStorage, 42);
    expect(localStorage.getItem('selectedSubject')).toBe('42');
    expect(readSelectedSubject(localStorage)).toBe(42);
    writeSelectedSubject(localStorage, null);
    expect(localStorage.getItem('selectedSubject')).toBeNull();
  });

  it('ignores values that are not a course id', () => {
    for (const value of ['not json', '"資料結構"', '-3', '1.5', '{"id":3}']) {
      localStorage.setItem('selectedSubject', value);
      expect(readSelectedSubject(localStorage)).toBeNull();
    }
  });
});
