import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-html.ts';
import { plainParagraphs } from './plain-paragraphs.ts';

/** The renderer's HTML of a text, with the line breaks it puts between blocks (no effect on what is drawn) gone. */
const rendered = (source: string) => markdownToHtml(source).join('').replace(/>\n</g, '><');
const asHtml = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');

/** A small seeded generator (Park and Miller's): the same texts on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

// Sentences, and every character Markdown or math may read something into, at any place in a line.
const PIECES = [
  '期末考',
  '第 3 題',
  '請注意',
  'B+ tree',
  'O(n log n)',
  '2024-25',
  'x = 1',
  'a -> b',
  '!',
  '?',
  '：',
  '，',
  '。',
  '「引號」',
  '"quoted"',
  "it's",
  '(',
  ')',
  ' ',
  ' ',
  '  ',
  '\n',
  '\n',
  '\n\n',
  '\n\n\n',
  '1. ',
  '2) ',
  '- ',
  '+ ',
  '* ',
  '# ',
  '> ',
  '=',
  '---',
  '~~~',
  '```',
  '`',
  '*',
  '_',
  '[',
  ']',
  '![',
  '<',
  '>',
  '&',
  '&amp;',
  '$',
  '$$',
  '\\',
  '\t',
  '    ',
  'https://example.com',
  '#1',
  '3.14',
  '10)',
  '|',
  '{',
  '}',
  '🙂',
  '\u00a0',
];

function text(next: () => number): string {
  const length = 1 + Math.floor(next() * 12);
  return Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)] ?? '').join('');
}

describe('plainParagraphs', () => {
  it('reads a text as plain only when the renderer draws exactly its paragraphs', () => {
    const next = random(20261130);
    let plain = 0;
    for (let index = 0; index < 4000; index += 1) {
      const source = text(next);
      const paragraphs = plainParagraphs(source);
      if (paragraphs === null) continue;
      plain += 1;
      expect(asHtml(paragraphs), JSON.stringify(source)).toBe(rendered(source));
    }
    // The comparison ran on a good share of the texts, not on a handful.
    expect(plain).toBeGreaterThan(400);
  });

  it('takes an announcement of sentences and paragraphs as it is', () => {
    const source =
      '本學期的期末考古題已開放上傳。\n歡迎補齊缺少的考卷！\n\n\n截止日期：2025-01-10 (星期五)。';
    expect(plainParagraphs(source)).toEqual([
      '本學期的期末考古題已開放上傳。\n歡迎補齊缺少的考卷！',
      '截止日期：2025-01-10 (星期五)。',
    ]);
    expect(rendered(source)).toBe(asHtml(plainParagraphs(source) ?? []));
  });

  it.each([
    ['math', '答案是 $n!$。'],
    ['emphasis', '這題**很重要**'],
    ['a list', '重點：\n1. 排序\n2. 搜尋'],
    ['a heading', '# 公告'],
    ['a quote', '> 老師說'],
    ['code', '用 `malloc` 配置'],
    ['a link', '[課程網頁](https://example.com)'],
    ['an entity', '&copy; 系學會'],
    ['indented code', '範例：\n\n    int x;'],
    ['a hard break', '第一行  \n第二行'],
    ['nothing', '\n\n'],
  ])('leaves a text with %s to the renderer', (_, source) => {
    expect(plainParagraphs(source)).toBeNull();
  });
});
