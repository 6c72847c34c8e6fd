// How an archive's questions are named after a change (product §4.11): automatic names follow the order.
import { describe, expect, test } from 'vitest';
import { automaticNames } from './numbering.ts';

const auto = (name: string) => ({ name, named: false });

describe('automatic question names', () => {
  test('a start added between two questions numbers it and every later one in order', () => {
    expect(automaticNames([auto('第 1 題'), auto('第 3 題'), auto('第 2 題'), auto('第 3 題')])).toEqual([
      '第 1 題',
      '第 2 題',
      '第 3 題',
      '第 4 題',
    ]);
  });

  test('a name a person gave stays, and still counts in the numbering', () => {
    expect(automaticNames([auto('第 1 題'), { name: '選擇題', named: true }, auto('第 2 題')])).toEqual([
      '第 1 題',
      '選擇題',
      '第 3 題',
    ]);
  });

  test("the detector's styles are kept, and parts follow the question they fall under", () => {
    expect(
      automaticNames([auto('Problem 1'), auto('Problem 2'), auto('1(a)'), auto('1(b)'), auto('Q7')]),
    ).toEqual(['Problem 1', 'Problem 2', '2(a)', '2(b)', 'Q3']);
  });

  test('a part before any question is numbered as a question of its own', () => {
    expect(automaticNames([auto('3(a)'), auto('第 4 題')])).toEqual(['第 1 題', '第 2 題']);
  });
});
