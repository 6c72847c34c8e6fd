// The keyword rules (product §4.19): a topic is suggested for a question whose text holds one of its keywords,
// Chinese anywhere in the text, English as whole words.
import { describe, expect, test } from 'vitest';
import { topicsInText } from './keywords.ts';

const SORTING = { id: 1, keywords: ['排序', 'merge sort', 'quicksort'] };
const HEAPS = { id: 2, keywords: ['heap', '堆積', 'priority queue'] };
const DEADLOCK = { id: 3, keywords: ['deadlock', '死結'] };
const ALL = [SORTING, HEAPS, DEADLOCK];
const ids = (text: string) => topicsInText(text, ALL).map((topic) => topic.id);

describe('keyword rules', () => {
  test('find Chinese keywords inside a sentence without spaces', () => {
    expect(ids('請說明死結發生的四個必要條件。')).toEqual([3]);
    expect(ids('以合併排序法將最小堆積中的元素排好')).toEqual([1, 2]);
  });

  test('find English keywords as whole words, plurals and hyphenated phrases included', () => {
    expect(ids('Explain how Deadlocks arise between two processes.')).toEqual([3]);
    expect(ids('Write Merge-Sort and analyse it.')).toEqual([1]);
    expect(ids('Use a priority  queue to schedule the jobs.')).toEqual([2]);
    expect(ids('Ｈｅａｐ property')).toEqual([2]);
  });

  test('do not find a keyword inside another word, nor anything in empty text', () => {
    expect(ids('This cheap trick is not a sorting question.')).toEqual([]);
    expect(ids('')).toEqual([]);
    expect(topicsInText('heap', [{ id: 9, keywords: [] }])).toEqual([]);
  });
});
