import { describe, expect, it } from 'vitest';
import {
  defaultPracticeMinutes,
  practiceNoteSchema,
  practiceStartSchema,
  selfGradeInputSchema,
} from './practice.ts';

describe('模擬考 in the contract', () => {
  it('times a practice at ten minutes a question, between 10 minutes and three hours', () => {
    expect(defaultPracticeMinutes(0)).toBe(10);
    expect(defaultPracticeMinutes(1)).toBe(10);
    expect(defaultPracticeMinutes(6)).toBe(60);
    expect(defaultPracticeMinutes(40)).toBe(180);
  });

  it('takes a length the user sets only as whole minutes from 1 to 300, said in zh-TW', () => {
    expect(practiceStartSchema.parse({ layout: 'all' })).toEqual({ layout: 'all' });
    expect(practiceStartSchema.parse({ layout: 'one', minutes: 300 }).minutes).toBe(300);
    const messages = [0, 301, 2.5].map(
      (minutes) => practiceStartSchema.safeParse({ layout: 'one', minutes }).error?.issues[0]?.message,
    );
    expect(messages).toEqual(['時間至少 1 分鐘', '時間最多 300 分鐘', '分鐘數必須是整數']);
    expect(practiceStartSchema.safeParse({ layout: 'page' }).success).toBe(false);
  });

  it('takes only 會, 不確定 or 不會 as a grade, and notes of several lines without control characters', () => {
    expect(selfGradeInputSchema.parse({ mark: 'unsure' })).toEqual({ mark: 'unsure' });
    expect(selfGradeInputSchema.safeParse({ mark: 'maybe' }).error?.issues[0]?.message).toBe(
      '請選擇「會」、「不確定」或「不會」',
    );
    expect(practiceNoteSchema.parse({ note: '先畫圖\n再算' }).note).toBe('先畫圖\n再算');
    expect(practiceNoteSchema.safeParse({ note: 'a\u0000b' }).success).toBe(false);
    expect(practiceNoteSchema.safeParse({ note: 'x'.repeat(5001) }).success).toBe(false);
  });
});
