import { type QueryPhrase, type QueryToken, type Token, tokenize } from './tokens.ts';

/** A matched part of a text, as UTF-16 offsets: `text.slice(start, end)`. */
export type MatchSpan = { start: number; end: number };

const tokenMatches = (want: QueryToken, token: Token) =>
  want.prefix ? token.term.startsWith(want.term) : token.term === want.term;

/**
 * Where the query's phrases stand in a text, in order and merged where they touch: what a search hit highlights.
 * The same tokens and positions as the index, so a highlight is where the index matched.
 */
export function findMatches(text: string, phrases: readonly QueryPhrase[]): MatchSpan[] {
  const tokens = tokenize(text);
  const byPosition = new Map<number, Token[]>();
  for (const token of tokens) {
    const at = byPosition.get(token.position);
    if (at) at.push(token);
    else byPosition.set(token.position, [token]);
  }
  const spans: MatchSpan[] = [];
  for (const phrase of phrases) {
    const [head] = phrase;
    if (!head) continue;
    for (const first of tokens) {
      if (!tokenMatches(head, first)) continue;
      let last: Token | undefined = first;
      for (let i = 1; i < phrase.length && last; i += 1) {
        const want = phrase[i];
        last = want && byPosition.get(first.position + i)?.find((token) => tokenMatches(want, token));
      }
      if (!last) continue;
      // A lone character asked for highlights that character, not the pair it starts.
      const end = phrase[phrase.length - 1]?.prefix ? last.firstEnd : last.end;
      spans.push({ start: first.start, end });
    }
  }
  return mergeSpans(spans);
}

function mergeSpans(spans: MatchSpan[]): MatchSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: MatchSpan[] = [];
  for (const span of sorted) {
    const previous = merged[merged.length - 1];
    if (previous && span.start <= previous.end) previous.end = Math.max(previous.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** A short piece of a page around its matches, spaces collapsed, with the matches as offsets into it. */
export type Snippet = { text: string; matches: MatchSpan[] };

/**
 * The piece of `text` of about `length` characters that holds the most matches, starting a little before the
 * first of them; runs of white space become one space, and the match offsets follow.
 */
export function makeSnippet(text: string, matches: readonly MatchSpan[], length = 160): Snippet {
  const lead = Math.floor(length / 4);
  let best = { from: 0, count: 0 };
  for (const [i, match] of matches.entries()) {
    const from = Math.max(0, match.start - lead);
    const count = matches.slice(i).filter((m) => m.end <= from + length).length;
    if (count > best.count) best = { from, count };
  }
  const to = Math.min(text.length, best.from + length);
  let out = best.from > 0 ? '…' : '';
  const offsetOf = new Map<number, number>();
  let previousSpace = true;
  for (let i = best.from; i < to; i += 1) {
    offsetOf.set(i, out.length);
    const char = text[i] ?? '';
    const space = /\s/u.test(char);
    if (space && previousSpace) continue;
    out += space ? ' ' : char;
    previousSpace = space;
  }
  offsetOf.set(to, out.length);
  const kept = matches
    .filter((m) => m.start >= best.from && m.end <= to)
    .map((m) => ({ start: offsetOf.get(m.start) ?? 0, end: offsetOf.get(m.end) ?? out.length }));
  return { text: to < text.length ? `${out.trimEnd()}…` : out.trimEnd(), matches: kept };
}
