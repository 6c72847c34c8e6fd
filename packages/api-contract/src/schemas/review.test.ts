import { describe, expect, it } from 'vitest';
import {
  reviewExamDateInputSchema,
  reviewGradeInputSchema,
  reviewGradeLabels,
  reviewGrades,
  reviewQueueQuerySchema,
} from './review.ts';

describe('複習 input', () => {
  it('takes a real Taipei day and refuses one that does not exist, in zh-TW', () => {
    expect(reviewQueueQuerySchema.parse({ day: '2026-12-01' })).toEqual({ day: '2026-12-01' });
    const bad = reviewQueueQuerySchema.safeParse({ day: '2026-02-30' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('日期需為存在的日期，格式為 YYYY-MM-DD');
  });

  it('takes the four grades in FSRS order, each with its label, and refuses any other', () => {
    expect(reviewGrades.map((grade) => reviewGradeLabels[grade])).toEqual(['忘記', '困難', '記得', '簡單']);
    const bad = reviewGradeInputSchema.safeParse({ grade: 'perfect' });
    expect(bad.error?.issues[0]?.message).toBe('請選擇忘記、困難、記得或簡單');
  });

  it('clears an exam date with null', () => {
    expect(reviewExamDateInputSchema.parse({ exam_date: null })).toEqual({ exam_date: null });
    expect(reviewExamDateInputSchema.safeParse({ exam_date: '2027-13-01' }).success).toBe(false);
  });
});
