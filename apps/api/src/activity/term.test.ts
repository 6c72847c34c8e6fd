import { describe, expect, it } from 'vitest';
import { taipeiDay, termOf } from './term.ts';

describe('terms and days in Taipei', () => {
  it('counts a day by Taipei’s calendar, eight hours ahead of UTC', () => {
    expect(taipeiDay(new Date('2025-10-01T15:59:59Z'))).toBe('2025-10-01');
    expect(taipeiDay(new Date('2025-10-01T16:00:00Z'))).toBe('2025-10-02');
  });

  it('puts August to January in the first term of the academic year that starts in August', () => {
    const first = { academic_year: 114, semester: 1, starts_on: '2025-08-01', ends_on: '2026-01-31' };
    expect(termOf(new Date('2025-08-01T00:00:00+08:00'))).toEqual(first);
    expect(termOf(new Date('2025-12-25T12:00:00+08:00'))).toEqual(first);
    expect(termOf(new Date('2026-01-31T23:59:59+08:00'))).toEqual(first);
  });

  it('puts February to July in the second term, which the next August ends', () => {
    const second = { academic_year: 114, semester: 2, starts_on: '2026-02-01', ends_on: '2026-07-31' };
    expect(termOf(new Date('2026-02-01T00:00:00+08:00'))).toEqual(second);
    expect(termOf(new Date('2026-07-31T23:59:59+08:00'))).toEqual(second);
    expect(termOf(new Date('2026-08-01T00:00:00+08:00')).semester).toBe(1);
  });

  it('turns the term at Taipei’s midnight, not UTC’s', () => {
    // 1 February 00:30 in Taipei is still 31 January in UTC.
    expect(termOf(new Date('2026-01-31T16:30:00Z')).semester).toBe(2);
    expect(termOf(new Date('2026-01-31T15:30:00Z')).semester).toBe(1);
  });
});
