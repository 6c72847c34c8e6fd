import { describe, expect, it } from 'vitest';
import { questionIndexAt, questionRegion } from './question-place.ts';

const questions = [
  { page: 1, top: 0.2 },
  { page: 1, top: 0.6 },
  { page: 3, top: 0.1 },
];

describe('questionIndexAt', () => {
  it('finds the question whose region holds the reading place, across pages', () => {
    expect(questionIndexAt(questions, { page: 1, top: 0.5 })).toBe(0);
    expect(questionIndexAt(questions, { page: 1, top: 0.6 })).toBe(1);
    expect(questionIndexAt(questions, { page: 2, top: 0.9 })).toBe(1);
    expect(questionIndexAt(questions, { page: 4, top: 0 })).toBe(2);
  });
  it('holds to the first question above it and before the file is shown, and finds none without questions', () => {
    expect(questionIndexAt(questions, { page: 1, top: 0.05 })).toBe(0);
    expect(questionIndexAt(questions, null)).toBe(0);
    expect(questionIndexAt([], { page: 1, top: 0.5 })).toBe(-1);
  });
});

describe('questionRegion', () => {
  it('runs from a question’s start to the next one’s, the last to the end of the file', () => {
    expect(questionRegion(questions, 1)).toEqual({ from: { page: 1, top: 0.6 }, to: { page: 3, top: 0.1 } });
    expect(questionRegion(questions, 2)?.to.top).toBe(1);
    expect(questionRegion(questions, 3)).toBeNull();
  });
});
