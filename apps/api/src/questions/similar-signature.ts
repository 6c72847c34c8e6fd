import { type ShingleOptions, shingles, textSimilarity } from '../search/similar-text.ts';

/**
 * A question's shingles: three letters, Chinese and English alike, digits left out (a question asked again in
 * another year often changes only its numbers). Fewer than 15 letters (a bare `第 3 題`) tell nothing.
 */
const QUESTION_SHINGLES: ShingleOptions = { length: 3, minCharacters: 15, digits: false };

/**
 * Questions at least this alike (Jaccard of their shingles) are 相似題; in one course, the same question asked
 * again (重複出現). Chosen on the labelled pairs `pnpm bench` scores (test-support/similar-pairs.json): the
 * lowest threshold whose precision there is at least 0.9.
 */
export const SIMILAR_QUESTION = 0.35;

/** MinHash bands, each of BAND_ROWS minimum hashes: pairs at the threshold share a band 19 times in 20. */
const BANDS = 64;
const BAND_ROWS = 3;

/** FNV-1a of a shingle, as a signed 32-bit integer (a PostgreSQL `integer`). */
function hashShingle(shingle: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < shingle.length; at += 1) {
    hash ^= shingle.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** A question's text as compared: its shingles' hashes, sorted and distinct; empty when it is too short. */
export function questionShingles(text: string): number[] {
  const hashes = new Set<number>();
  for (const shingle of shingles(text, QUESTION_SHINGLES)) hashes.add(hashShingle(shingle));
  return [...hashes].sort((a, b) => a - b);
}

/** Mixes a hash with one function's seed (murmur3's finaliser), so each of the functions orders shingles anew. */
function mix(value: number, seed: number): number {
  let h = (value ^ Math.imul(seed, 0x9e3779b1)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The buckets of a question's bands: each band's minimum hashes under BAND_ROWS functions, hashed with the
 * band's number. Two questions share a bucket (almost only) when they share a band; none for no shingles.
 */
export function questionBuckets(hashes: readonly number[]): number[] {
  if (hashes.length === 0) return [];
  const buckets = new Set<number>();
  for (let band = 0; band < BANDS; band += 1) {
    let bucket = 0x811c9dc5 ^ band;
    for (let row = 0; row < BAND_ROWS; row += 1) {
      const seed = band * BAND_ROWS + row + 1;
      let least = 0xffffffff;
      for (const hash of hashes) least = Math.min(least, mix(hash, seed));
      bucket = Math.imul(bucket ^ least, 0x01000193);
    }
    buckets.add(bucket | 0);
  }
  return [...buckets];
}

/** How alike two questions' texts are, from 0 to 1, from their shingles' hashes. */
export function questionSimilarity(a: readonly number[], b: readonly number[]): number {
  return textSimilarity(new Set(a), new Set(b));
}
