/** Characters per shingle: long enough that two unrelated exams share few, short enough to survive OCR's slips. */
const SHINGLE_LENGTH = 5;
/** Fewer letters and digits than this say nothing about which exam a text is. */
const MIN_CHARACTERS = 40;
/** Texts at least this alike (Jaccard of their shingles) are "nearly the same". */
export const SIMILAR_TEXT = 0.5;

/**
 * The text's shingles: every run of SHINGLE_LENGTH letters or digits, after folding width and case and dropping
 * everything else (spaces, punctuation, line breaks), which a text layer and OCR lay out differently.
 * Empty when the text is too short to tell anything.
 */
export function shingles(text: string): Set<string> {
  const letters = Array.from(
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ''),
  );
  const found = new Set<string>();
  if (letters.length < MIN_CHARACTERS) return found;
  for (let at = 0; at + SHINGLE_LENGTH <= letters.length; at += 1) {
    found.add(letters.slice(at, at + SHINGLE_LENGTH).join(''));
  }
  return found;
}

/** How alike two texts are, from 0 to 1: their shared shingles over all of them (Jaccard); 0 when either is too short. */
export function textSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
}
