/** How a text is cut into shingles: a whole exam's (the default) or one question's. */
export type ShingleOptions = {
  /** Characters per shingle. */
  length: number;
  /** Fewer kept characters than this say nothing about what a text is: it has no shingles. */
  minCharacters: number;
  /** Whether digits are kept: a question asked again often changes only its numbers. */
  digits: boolean;
};

/**
 * A whole exam's shingles: five characters, long enough that two unrelated exams share few, short enough to
 * survive OCR's slips; fewer than 40 letters and digits say nothing about which exam a text is.
 */
const EXAM_SHINGLES: ShingleOptions = { length: 5, minCharacters: 40, digits: true };
/** Texts at least this alike (Jaccard of their shingles) are "nearly the same". */
export const SIMILAR_TEXT = 0.5;

/**
 * The text's shingles: every run of `length` letters (and digits, unless left out), after folding width and
 * case and dropping everything else (spaces, punctuation, line breaks), which a text layer and OCR lay out
 * differently. Chinese and English alike, since a shingle counts characters rather than words. Empty when the
 * text is too short to tell anything.
 */
export function shingles(text: string, options: ShingleOptions = EXAM_SHINGLES): Set<string> {
  const dropped = options.digits ? /[^\p{L}\p{N}]+/gu : /[^\p{L}]+/gu;
  const letters = Array.from(text.normalize('NFKC').toLowerCase().replace(dropped, ''));
  const found = new Set<string>();
  if (letters.length < options.minCharacters) return found;
  for (let at = 0; at + options.length <= letters.length; at += 1) {
    found.add(letters.slice(at, at + options.length).join(''));
  }
  return found;
}

/** How alike two texts are, from 0 to 1: their shared shingles over all of them (Jaccard); 0 when either is too short. */
export function textSimilarity(a: ReadonlySet<unknown>, b: ReadonlySet<unknown>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
}
