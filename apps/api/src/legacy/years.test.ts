import { describe, expect, it } from 'vitest';
import { academicYearOf } from './years.ts';

describe('the academic year of an original 考試年份', () => {
  it.each([
    // Already an ROC year: kept, whatever the upload date.
    [112, 'final', '2030-01-01T00:00:00Z', { ok: true, year: 112, how: 'roc' }],
    // Uploaded in the exam's year before its type's first-term exams: the second term (or January's finals).
    [2024, 'final', '2024-06-20T00:00:00Z', { ok: true, year: 112, how: 'upload' }],
    [2024, 'midterm', '2024-10-31T15:59:00Z', { ok: true, year: 112, how: 'upload' }],
    // From then on: the first term of that August. Taipei's calendar decides (16:00 UTC is midnight there).
    [2024, 'midterm', '2024-10-31T16:00:00Z', { ok: true, year: 113, how: 'upload' }],
    [2024, 'quiz', '2024-10-02T00:00:00Z', { ok: true, year: 113, how: 'upload' }],
    [2024, 'final', '2024-12-28T00:00:00Z', { ok: true, year: 113, how: 'upload' }],
    // Uploaded another year: nothing tells, the default.
    [2019, 'midterm', '2024-09-01T00:00:00Z', { ok: true, year: 107, how: 'default' }],
  ] as const)('%i (%s, uploaded %s)', (stored, type, uploaded, expected) => {
    expect(academicYearOf(stored, type, new Date(uploaded))).toEqual(expected);
  });

  it('skips a year that fits neither reading, saying why', () => {
    expect(academicYearOf(1800, 'final', new Date())).toMatchObject({ ok: false });
    expect(academicYearOf(50, 'final', new Date())).toMatchObject({ ok: false });
  });
});
