/**
 * The search tokens of a text, shared by the server (which indexes and queries them) and the browser (which
 * highlights matches on a PDF page). docs/decisions/016-search-index.md says why they are made this way.
 *
 * - Text is compared after NFKC and lower-casing, so 全形 `ＡＶＬ` and `avl` are one word.
 * - A run of letters or digits outside Chinese and Japanese script is one word (`avl`, `log`, `2024`).
 * - Chinese has no spaces: a run of Han characters becomes its overlapping pairs (`旋轉樹` → `旋轉`, `轉樹`),
 *   plus its last character alone at the last pair's position, so that any single character is found as the
 *   start of a token (`轉:*`) and a pair never needs a position of its own between two words.
 * - Anything else (punctuation, spaces, symbols) only separates tokens.
 */

/** One token of a text: its normalised term, where it stands, and its place in the original string. */
export type Token = {
  term: string;
  /** Tokens at adjacent positions are adjacent in the text; a run's last character shares its last pair's. */
  position: number;
  /** UTF-16 offsets in the original text. */
  start: number;
  end: number;
  /** Where the token's first character ends in the original text (a pair's first half). */
  firstEnd: number;
};

type NormalizedChar = { char: string; start: number; end: number; kind: 'han' | 'word' };

const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u3007]/u;
const WORD = /[\p{L}\p{N}]/u;

/**
 * The kind of a character NFKC and lower-casing leave as it is, known without asking them: ASCII and the CJK
 * Unified Ideographs, nearly every character of an exam. Undefined for any other, which takes the slow way.
 */
function plainKind(code: number): NormalizedChar['kind'] | null | undefined {
  if (code >= 0x4e00 && code <= 0x9fff) return 'han';
  if (code >= 0x80) return undefined;
  // Upper-case letters change when lower-cased.
  if (code >= 0x41 && code <= 0x5a) return undefined;
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) ? 'word' : null;
}

/** The characters of `text` after NFKC and lower-casing that are part of a token, with their original places. */
function normalizedChars(text: string): (NormalizedChar | null)[] {
  const out: (NormalizedChar | null)[] = [];
  let offset = 0;
  for (const original of text) {
    const start = offset;
    offset += original.length;
    // Normalising each character costs about as much as the rest of tokenising: skipped where it changes nothing.
    const plain = original.length === 1 ? plainKind(original.charCodeAt(0)) : undefined;
    if (plain !== undefined) {
      out.push(plain ? { char: original, start, end: offset, kind: plain } : null);
      continue;
    }
    for (const char of original.normalize('NFKC').toLowerCase()) {
      const kind = HAN.test(char) ? 'han' : WORD.test(char) ? 'word' : null;
      out.push(kind ? { char, start, end: offset, kind } : null);
    }
  }
  return out;
}

/** Every token of `text`, in order. */
export function tokenize(text: string): Token[] {
  const chars = normalizedChars(text);
  const tokens: Token[] = [];
  let position = 1;
  let i = 0;
  while (i < chars.length) {
    const first = chars[i];
    if (!first) {
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < chars.length && chars[j]?.kind === first.kind) j += 1;
    const run = chars.slice(i, j).filter((c): c is NormalizedChar => c !== null);
    if (first.kind === 'word') {
      const last = run[run.length - 1] ?? first;
      tokens.push({
        term: run.map((c) => c.char).join(''),
        position,
        start: first.start,
        end: last.end,
        firstEnd: first.end,
      });
      position += 1;
    } else {
      for (let k = 0; k + 1 < run.length; k += 1) {
        const [a, b] = [run[k], run[k + 1]];
        if (!a || !b) continue;
        tokens.push({ term: a.char + b.char, position, start: a.start, end: b.end, firstEnd: a.end });
        position += 1;
      }
      const last = run[run.length - 1] ?? first;
      const at = run.length > 1 ? position - 1 : position;
      tokens.push({ term: last.char, position: at, start: last.start, end: last.end, firstEnd: last.end });
      if (run.length === 1) position += 1;
    }
    i = j;
  }
  return tokens;
}

/** One token a query asks for at one step of a phrase: the term itself, or (`prefix`) any term starting with it. */
export type QueryToken = { term: string; prefix: boolean };
/** Tokens that must stand at adjacent positions, in order. */
export type QueryPhrase = QueryToken[];

/**
 * A query as phrases that must all be found on a page. Each space-separated part of the query is one phrase:
 * its words and character pairs in order (`AVL樹的旋轉` → `avl`, `樹的`, `的旋`, `旋轉`). A lone Chinese character
 * matches any pair it starts (`樹` → `樹:*`). Parts that hold nothing searchable are left out.
 */
export function parseQuery(query: string): QueryPhrase[] {
  const phrases: QueryPhrase[] = [];
  for (const part of query.split(/\s+/u)) {
    const tokens = tokenize(part);
    const phrase: QueryPhrase = [];
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i];
      if (!token) continue;
      // A run's last character alone adds nothing once its pair is asked for.
      if (tokens[i - 1]?.position === token.position) continue;
      const lone = [...token.term].length === 1 && HAN.test(token.term);
      phrase.push({ term: token.term, prefix: lone });
    }
    if (phrase.length > 0) phrases.push(phrase);
  }
  return phrases;
}

/** Whether a query holds anything that can be searched for (not only punctuation and spaces). */
export const hasSearchableText = (query: string) => parseQuery(query).length > 0;

/**
 * What a query with nothing to search for is told: an empty one by the server, and in the search box also one
 * of only punctuation, which the box does not send (product §4.9).
 */
export const SEARCH_TEXT_MISSING = '請輸入要搜尋的文字';
