import { findMatches, parseQuery } from '@pastexam/api-contract';

/** The name text-layer.css styles the search's matches by (`::highlight(search-match)`). */
export const SEARCH_HIGHLIGHT = 'search-match';

/** One piece of a page's text layer, in reading order: a span's text, and whether a line ends after it. */
export type TextPiece = { text: string; lineEnd: boolean };

/** The part of one piece a match covers: the piece's index, and UTF-16 offsets into its text. */
export type PieceRange = readonly [piece: number, start: number, end: number];

/**
 * Where a search's query matches a page, as parts of the text layer's pieces. The pieces are joined the way
 * the search index reads a page (each piece's text, a line break where a line ends), and matched by the
 * search's own rules (docs/decisions/016-search-index.md), so the page marks what the search found, including
 * a match that runs over two pieces; such a match becomes one part in each.
 */
export function matchRanges(pieces: readonly TextPiece[], query: string): PieceRange[] {
  const phrases = parseQuery(query);
  if (phrases.length === 0) return [];
  let text = '';
  const starts: number[] = [];
  for (const piece of pieces) {
    starts.push(text.length);
    text += piece.lineEnd ? `${piece.text}\n` : piece.text;
  }
  const ranges: PieceRange[] = [];
  // Matches come in order and apart, so the pieces are walked once.
  let index = 0;
  for (const match of findMatches(text, phrases)) {
    while (index < pieces.length && (starts[index] ?? 0) + (pieces[index]?.text.length ?? 0) <= match.start) {
      index += 1;
    }
    for (let at = index; at < pieces.length && (starts[at] ?? 0) < match.end; at += 1) {
      const start = starts[at] ?? 0;
      const from = Math.max(match.start - start, 0);
      const to = Math.min(match.end - start, pieces[at]?.text.length ?? 0);
      if (to > from) ranges.push([at, from, to]);
    }
  }
  return ranges;
}

/**
 * A rendered text layer's pieces, each with the text node holding it: a span per piece of text (a piece
 * without text has no span), a `<br>` where a line ends.
 */
function readTextLayer(container: HTMLElement): { pieces: TextPiece[]; nodes: (Text | null)[] } {
  const pieces: TextPiece[] = [];
  const nodes: (Text | null)[] = [];
  for (const element of container.querySelectorAll('span:not(.markedContent), br')) {
    const last = pieces[pieces.length - 1];
    if (element.tagName === 'BR') {
      if (last && !last.lineEnd) last.lineEnd = true;
      else {
        pieces.push({ text: '', lineEnd: true });
        nodes.push(null);
      }
      continue;
    }
    const node = element.firstChild instanceof Text ? element.firstChild : null;
    pieces.push({ text: node?.data ?? '', lineEnd: false });
    nodes.push(node);
  }
  return { pieces, nodes };
}

/** Whether the browser can mark text without changing the page (the CSS Custom Highlight API). */
function canHighlight(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
}

/**
 * Marks the query's matches on a rendered text layer, in the one highlight all pages share, and returns what
 * unmarks them again. Where the browser cannot mark text, nothing is marked; the page shows as before.
 */
export function highlightTextLayer(container: HTMLElement, query: string): () => void {
  if (!canHighlight()) return () => undefined;
  const { pieces, nodes } = readTextLayer(container);
  const ranges = matchRanges(pieces, query).flatMap(([piece, start, end]) => {
    const node = nodes[piece];
    if (!node) return [];
    const range = container.ownerDocument.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return [range];
  });
  if (ranges.length === 0) return () => undefined;
  const highlight = CSS.highlights.get(SEARCH_HIGHLIGHT) ?? new Highlight();
  CSS.highlights.set(SEARCH_HIGHLIGHT, highlight);
  for (const range of ranges) highlight.add(range);
  return () => {
    for (const range of ranges) highlight.delete(range);
    // Nothing left marked: the name goes too, so a closed preview leaves nothing behind.
    if (highlight.size === 0 && CSS.highlights.get(SEARCH_HIGHLIGHT) === highlight) {
      CSS.highlights.delete(SEARCH_HIGHLIGHT);
    }
  };
}
