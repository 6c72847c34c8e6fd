import { type QueryPhrase, type Token, tokenize } from '@pastexam/api-contract';

/** PostgreSQL keeps positions up to this; larger ones would be clamped to it anyway. */
const MAX_POSITION = 16_383;
/** PostgreSQL keeps at most this many positions of one lexeme. */
const MAX_POSITIONS_PER_TERM = 256;

/** A term as a tsvector or tsquery lexeme: quoted, so no parser or dictionary ever changes it. */
const lexeme = (term: string) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * A page's tokens as a `tsvector` literal (`'avl':1 '樹的':2`), cast with `::tsvector`: built here, not by
 * `to_tsvector`, so PGlite and PostgreSQL hold exactly the same tokens whatever their locale and parser.
 */
export function tsvectorLiteral(tokens: readonly Token[] | string): string {
  const list = typeof tokens === 'string' ? tokenize(tokens) : tokens;
  const positions = new Map<string, number[]>();
  for (const token of list) {
    const at = positions.get(token.term) ?? [];
    if (at.length < MAX_POSITIONS_PER_TERM) at.push(Math.min(token.position, MAX_POSITION));
    positions.set(token.term, at);
  }
  return [...positions].map(([term, at]) => `${lexeme(term)}:${[...new Set(at)].join(',')}`).join(' ');
}

/**
 * The query's phrases as a `tsquery` literal, cast with `::tsquery`: every phrase must match (`&`), each as its
 * tokens at adjacent positions (`<->`), a lone Chinese character as a prefix (`:*`).
 */
export function tsqueryLiteral(phrases: readonly QueryPhrase[]): string {
  return phrases
    .map((phrase) => {
      const parts = phrase.map((t) => `${lexeme(t.term)}${t.prefix ? ':*' : ''}`);
      return parts.length > 1 ? `(${parts.join(' <-> ')})` : (parts[0] ?? '');
    })
    .join(' & ');
}
