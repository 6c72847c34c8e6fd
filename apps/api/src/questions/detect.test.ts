// Finding where an exam's questions start, from its lines (product §4.11).
import { describe, expect, test } from 'vitest';
import { extractPages } from '../search/extract/pdf-text.ts';
import { openPdf } from '../search/extract/pdfjs.ts';
import { referenceExams, score } from '../test-support/question-exams.ts';
import { detectQuestions, type LinedPage, markerOf } from './detect.ts';

/** One page whose lines are `texts`, one under another from the top, at the left margin unless indented. */
const page = (number: number, texts: readonly (string | { text: string; left: number })[]): LinedPage => ({
  page: number,
  lines: texts.map((line, index) => ({
    top: 0.1 + index * 0.04,
    ...(typeof line === 'string' ? { text: line, left: 0.1 } : line),
  })),
});
const names = (pages: LinedPage[]) => detectQuestions(pages).map((found) => found.name);

describe('a line that begins like a question', () => {
  test.each([
    ['1. 請說明', 'dot', 1],
    ['12) Prove it', 'paren', 12],
    ['（3）試證明', 'both-paren', 3],
    ['二、選擇題', 'cn', 2],
    ['(十一) 計算', 'cn-paren', 11],
    ['第 4 題', 'di', 4],
    ['第二十三題', 'di', 23],
    ['Q7: heaps', 'q', 7],
    ['Question 2.', 'q', 2],
    ['Problem 5 (10 points)', 'problem', 5],
    ['Exercise 3', 'exercise', 3],
    ['(b) the second part', 'letter', 2],
  ])('%s', (text, style, number) => {
    expect(markerOf(text)).toEqual({ style, number });
  });

  test.each([
    '1.5 times as many',
    '10% of the accesses',
    '2023. 期中考',
    '100. too long a number',
    '(10%)',
    '- 3 -',
    'Page 2 of 4',
    '(A) O(n)',
    '3 processes share one semaphore',
    'Problems of this kind',
  ])('not %s', (text) => {
    expect(markerOf(text)).toBeNull();
  });
});

describe('question starts proposed', () => {
  test('numbers in sequence across pages, each at its line, named 第 N 題', () => {
    const proposals = detectQuestions([
      page(1, ['期中考', '1. 請說明堆積', '內容', '2. 證明']),
      page(2, ['3. 計算', '內容', '- 2 -']),
    ]);
    expect(proposals).toEqual([
      { page: 1, top: 0.14, name: '第 1 題' },
      { page: 1, top: expect.closeTo(0.22, 5), name: '第 2 題' },
      { page: 2, top: 0.1, name: '第 3 題' },
    ]);
  });

  test('numbered instructions before the questions are not questions', () => {
    expect(
      names([page(1, ['注意事項：', '1. 不得使用計算機', '2. 寫上姓名', '1. 請說明', '2. 計算', '3. 證明'])]),
    ).toEqual(['第 1 題', '第 2 題', '第 3 題']);
  });

  test('parts (a) under a question are named 3(a); parts numbered (1) under 1. are not questions', () => {
    expect(names([page(1, ['1. a', '(a) x', '(b) y', '2. b', '(a) z'])])).toEqual([
      '第 1 題',
      '1(a)',
      '1(b)',
      '第 2 題',
      '2(a)',
    ]);
    expect(
      names([
        page(1, ['1. 計算', '(1) a', '(2) b', '(3) c', '(4) d', '2. 證明', '(1) e', '(2) f', '3. 說明']),
      ]),
    ).toEqual(['第 1 題', '第 2 題', '第 3 題']);
  });

  test('a number out of sequence, or inside a paragraph rather than at the margin, is no start', () => {
    expect(
      names([page(1, ['1. a', '7. stray', '2. b', { text: '3. quoted in the text', left: 0.4 }, '3. c'])]),
    ).toEqual(['第 1 題', '第 2 題', '第 3 題']);
  });

  test('two columns: the left column is read before the right, each from its own margin', () => {
    const lines = [
      { top: 0.1, left: 0.08, text: 'Problem 1' },
      { top: 0.1, left: 0.55, text: 'Problem 3' },
      { top: 0.3, left: 0.58, text: 'more text' },
      { top: 0.5, left: 0.08, text: 'Problem 2' },
      { top: 0.5, left: 0.55, text: 'Problem 4' },
      { top: 0.8, left: 0.55, text: 'end' },
    ];
    expect(detectQuestions([{ page: 1, lines }])).toEqual([
      { page: 1, top: 0.1, name: 'Problem 1' },
      { page: 1, top: 0.5, name: 'Problem 2' },
      { page: 1, top: 0.1, name: 'Problem 3' },
      { page: 1, top: 0.5, name: 'Problem 4' },
    ]);
  });

  test('a page with no numbered lines proposes nothing', () => {
    expect(detectQuestions([page(1, ['Final exam', 'Answer all questions.'])])).toEqual([]);
  });
});

test('the reference exams’ text layers, read as the product reads them, give every start and no false one', async () => {
  const never = new AbortController().signal;
  const exams = (await referenceExams()).filter((exam) =>
    ['zh-dot', 'zh-two-cn', 'en-dot-parts', 'en-two-closing'].includes(exam.name),
  );
  expect(exams).toHaveLength(4);
  for (const exam of exams) {
    const document = await openPdf(exam.pdf);
    const pages = await extractPages(document, never).finally(() => document.destroy());
    const proposals = detectQuestions(pages);
    expect({ exam: exam.name, ...score(exam.starts, proposals) }).toEqual({
      exam: exam.name,
      starts: exam.starts.length,
      found: exam.starts.length,
      proposals: exam.starts.length,
      falseProposals: 0,
    });
    expect(proposals.map((found) => found.name)).toEqual(exam.starts.map((start) => start.name));
  }
});
