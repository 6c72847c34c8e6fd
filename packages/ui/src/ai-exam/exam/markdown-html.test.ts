import { describe, expect, it } from 'vitest';
import { CHUNK_ELEMENTS, FIRST_CHUNK_ELEMENTS, markdownToHtml } from './markdown-html.ts';

const elements = (html: string) => html.match(/<[a-z]/gi)?.length ?? 0;
const step = (n: number) =>
  `**步驟 ${n}.** 令 $T(n)$ 為執行時間，$T(n) = 2T(n/2) + cn$，共 $\\log_2 n$ 層，所以 $T(n) = \\Theta(n \\log n)$。`;

describe('markdownToHtml', () => {
  it('keeps a short answer in one chunk', () => {
    const chunks = markdownToHtml('答案是 $n!$。\n\n```c\nint x = 1;\n```');
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toContain('class="katex"');
    expect(chunks[0]).toContain('hljs');
  });

  it('cuts a long answer into chunks of whole blocks, each within the budget, in order', () => {
    const source = Array.from({ length: 12 }, (_, index) => step(index + 1)).join('\n\n');
    const chunks = markdownToHtml(source);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(elements(chunk)).toBeLessThanOrEqual(CHUNK_ELEMENTS);
      // Whole paragraphs: a chunk opens and closes its blocks.
      expect(chunk.trim()).toMatch(/^<p>[\s\S]*<\/p>$/);
    }
    const text = chunks.join('');
    const positions = Array.from({ length: 12 }, (_, index) => text.indexOf(`步驟 ${index + 1}.`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('keeps the first chunk, drawn as soon as the answer appears, smaller than the rest', () => {
    const source = Array.from({ length: 40 }, (_, index) => `第 ${index + 1} 段：$x_{${index}}$。`).join(
      '\n\n',
    );
    const [first = '', second = ''] = markdownToHtml(source);
    expect(first).toContain('第 1 段');
    expect(elements(first)).toBeLessThanOrEqual(FIRST_CHUNK_ELEMENTS);
    expect(elements(second)).toBeGreaterThan(FIRST_CHUNK_ELEMENTS);
    expect(elements(second)).toBeLessThanOrEqual(CHUNK_ELEMENTS);
  });

  it('gives a block bigger than the budget a chunk of its own', () => {
    const huge = `$$${Array.from({ length: 60 }, (_, index) => `\\frac{${index}}{x_{${index}}}`).join('+')}$$`;
    const chunks = markdownToHtml(`前言。\n\n${huge}\n\n結語。`);
    expect(chunks).toHaveLength(3);
    expect(elements(chunks[1] ?? '')).toBeGreaterThan(CHUNK_ELEMENTS);
    expect(chunks[2]).toContain('結語');
  });
});
