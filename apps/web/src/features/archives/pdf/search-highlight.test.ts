import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightTextLayer, matchRanges, SEARCH_HIGHLIGHT, type TextPiece } from './search-highlight.ts';

const piece = (text: string, lineEnd = false): TextPiece => ({ text, lineEnd });

/** The marked text of each piece, as a reader sees it on the page. */
function marked(pieces: TextPiece[], query: string): string[] {
  return matchRanges(pieces, query).map(([index, start, end]) => pieces[index]?.text.slice(start, end) ?? '');
}

describe('matchRanges', () => {
  it('marks Chinese, English and full-width matches by the search’s rules', () => {
    const page = [piece('第一題 請說明 AVL 樹的旋轉。', true), piece('（ＴＬＢ）與 tlb miss 的差異')];
    expect(marked(page, '旋轉')).toEqual(['旋轉']);
    expect(marked(page, 'avl')).toEqual(['AVL']);
    expect(marked(page, 'TLB')).toEqual(['ＴＬＢ', 'tlb']);
    expect(marked(page, 'ＡＶＬ樹')).toEqual(['AVL 樹']);
    expect(marked(page, '樹')).toEqual(['樹']);
  });

  it('gives each match as its piece and offsets in that piece', () => {
    expect(matchRanges([piece('前言', true), piece('請說明旋轉')], '旋轉')).toEqual([[1, 3, 5]]);
  });

  it('marks a match that runs over two pieces in both', () => {
    const page = [piece('請說明樹的旋'), piece('轉與平衡')];
    expect(matchRanges(page, '旋轉')).toEqual([
      [0, 5, 6],
      [1, 0, 1],
    ]);
    expect(marked([piece('context swi'), piece('tch')], 'switch')).toEqual(['swi', 'tch']);
  });

  it('covers exactly the matched text where the page’s text splits a word between pieces', () => {
    // What pdf.js gives for `Look for a zebracorn here` with `zeb` drawn in a font of its own.
    const page = [piece('Look for a'), piece(' '), piece('zeb'), piece('racorn here', true)];
    expect(matchRanges(page, 'zebracorn')).toEqual([
      [2, 0, 3],
      [3, 0, 6],
    ]);
    expect(matchRanges(page, 'ZebraCorn here')).toEqual([
      [2, 0, 3],
      [3, 0, 6],
      [3, 7, 11],
    ]);
  });

  it('covers exactly the matched Chinese, and full-width text a half-width query folds to', () => {
    const page = [piece('第二題 請說明', true), piece('（ＡＢ'), piece('Ｃ）與 abc 的旋'), piece('轉')];
    expect(matchRanges(page, 'abc')).toEqual([
      [1, 1, 3],
      [2, 0, 1],
      [2, 4, 7],
    ]);
    expect(matchRanges(page, '說明')).toEqual([[0, 5, 7]]);
    expect(matchRanges(page, '的旋轉')).toEqual([
      [2, 8, 10],
      [3, 0, 1],
    ]);
  });

  it('keeps words on either side of a line end apart, as the search does', () => {
    const page = [piece('AVL', true), piece('tree')];
    expect(marked(page, 'avl')).toEqual(['AVL']);
    expect(marked(page, 'avltree')).toEqual([]);
  });

  it('marks nothing for a query with nothing to search for, or without a match', () => {
    expect(matchRanges([piece('請說明 AVL 樹')], '？！')).toEqual([]);
    expect(matchRanges([piece('請說明 AVL 樹')], '紅黑樹')).toEqual([]);
  });
});

/** A text layer as pdf.js lays one out: a span per piece with text, a `<br>` where a line ends. */
function textLayer(lines: string[][]): HTMLElement {
  const container = document.createElement('div');
  container.className = 'textLayer';
  for (const line of lines) {
    for (const text of line) {
      const span = document.createElement('span');
      span.setAttribute('role', 'presentation');
      span.textContent = text;
      container.append(span);
    }
    container.append(document.createElement('br'));
  }
  document.body.append(container);
  return container;
}

/** The browser's highlight registry where the test environment has none. */
function fakeHighlights(): Map<string, Set<Range>> {
  const registry = new Map<string, Set<Range>>();
  vi.stubGlobal('Highlight', class extends Set<Range> {});
  vi.stubGlobal('CSS', { highlights: registry });
  return registry;
}

const markedText = (registry: Map<string, Set<Range>>) =>
  [...(registry.get(SEARCH_HIGHLIGHT) ?? [])].map((range) => range.toString());

describe('highlightTextLayer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('marks the matches of every page in one shared highlight, and unmarks a page alone', () => {
    const registry = fakeHighlights();
    const first = textLayer([['請說明 AVL 樹的旋'], ['轉。']]);
    const second = textLayer([['AVL 樹的', '旋轉']]);
    const unmarkFirst = highlightTextLayer(first, '樹的旋');
    const unmarkSecond = highlightTextLayer(second, '樹的旋');
    expect(markedText(registry)).toEqual(['樹的旋', '樹的', '旋']);
    unmarkFirst();
    expect(markedText(registry)).toEqual(['樹的', '旋']);
    unmarkSecond();
    expect(registry.has(SEARCH_HIGHLIGHT)).toBe(false);
  });

  it('leaves the page as it is where the browser cannot mark text', () => {
    vi.stubGlobal('CSS', {});
    const layer = textLayer([['請說明旋轉']]);
    const before = layer.innerHTML;
    highlightTextLayer(layer, '旋轉')();
    expect(layer.innerHTML).toBe(before);
  });
});
