import { describe, expect, test } from 'vitest';
import { findMatches, makeSnippet } from './matches.ts';
import { hasSearchableText, parseQuery, tokenize } from './tokens.ts';

const terms = (text: string) => tokenize(text).map((t) => `${t.term}@${t.position}`);
const highlighted = (text: string, query: string) =>
  findMatches(text, parseQuery(query)).map((m) => text.slice(m.start, m.end));

describe('tokens', () => {
  test('Chinese becomes overlapping pairs, its last character kept alone at the last pair', () => {
    expect(terms('樹的旋轉')).toEqual(['樹的@1', '的旋@2', '旋轉@3', '轉@3']);
    expect(terms('樹')).toEqual(['樹@1']);
  });

  test('words and numbers are whole, lower-cased; punctuation only separates', () => {
    expect(terms('O(n log n), TLB-miss 2024')).toEqual([
      'o@1',
      'n@2',
      'log@3',
      'n@4',
      'tlb@5',
      'miss@6',
      '2024@7',
    ]);
  });

  test('mixed text keeps the parts adjacent', () => {
    expect(terms('AVL樹的旋轉')).toEqual(['avl@1', '樹的@2', '的旋@3', '旋轉@4', '轉@4']);
  });

  test('full-width forms and case are one form (NFKC)', () => {
    expect(tokenize('ＡＶＬ　１２３').map((t) => t.term)).toEqual(['avl', '123']);
    expect(tokenize('ＡＶＬ').map((t) => [t.start, t.end])).toEqual([[0, 3]]);
  });

  test('characters beyond ASCII and the common ideographs are folded too, each at its own place', () => {
    // U+F900 is a compatibility form of 豈 (U+8C48); ﬁ is a ligature; Ⅻ a Roman numeral.
    expect(terms('\uF900樹 ﬁle Ⅻ')).toEqual(['豈樹@1', '樹@1', 'file@2', 'xii@3']);
    expect(tokenize('a\uF900b').map((t) => [t.term, t.start, t.end])).toEqual([
      ['a', 0, 1],
      ['豈', 1, 2],
      ['b', 2, 3],
    ]);
  });

  test('a query is phrases of its space-separated parts; a lone character is a prefix', () => {
    expect(parseQuery('AVL 旋轉')).toEqual([
      [{ term: 'avl', prefix: false }],
      [{ term: '旋轉', prefix: false }],
    ]);
    expect(parseQuery('樹的旋')).toEqual([
      [
        { term: '樹的', prefix: false },
        { term: '的旋', prefix: false },
      ],
    ]);
    expect(parseQuery('樹')).toEqual([[{ term: '樹', prefix: true }]]);
  });

  test('only punctuation is nothing to search for', () => {
    expect(hasSearchableText('？！…  ,.;')).toBe(false);
    expect(hasSearchableText('。a')).toBe(true);
  });
});

describe('matches', () => {
  test('are found in Chinese, English, mixed and full-width text', () => {
    expect(highlighted('請說明 AVL 樹的旋轉。', '旋轉')).toEqual(['旋轉']);
    expect(highlighted('請說明 AVL 樹的旋轉。', 'avl')).toEqual(['AVL']);
    expect(highlighted('請說明ＡＶＬ樹的旋轉。', 'AVL樹')).toEqual(['ＡＶＬ樹']);
    expect(highlighted('時間 O(n  log n) 以內', 'O(n log n)')).toEqual(['O(n', 'log', 'n']);
    expect(highlighted('轉一下，旋轉', '轉')).toEqual(['轉', '轉']);
  });

  test('a phrase whose tokens are apart is not a match', () => {
    expect(highlighted('旋 轉', '旋轉')).toEqual([]);
  });

  test('a snippet collapses spaces and keeps the offsets on the matches', () => {
    const text = `${'前言 '.repeat(60)}\n\n  請說明   AVL 樹的旋轉  ${'結尾'.repeat(60)}`;
    const snippet = makeSnippet(text, findMatches(text, parseQuery('AVL 旋轉')), 80);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text).not.toMatch(/\s\s/);
    expect(snippet.matches.map((m) => snippet.text.slice(m.start, m.end))).toEqual(['AVL', '旋轉']);
  });
});
