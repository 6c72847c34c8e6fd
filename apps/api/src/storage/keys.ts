import { InvalidStorageKeyError } from './errors.ts';
import type { ByteRange } from './types.ts';

const encoder = new TextEncoder();
/** S3's limit for a whole key. */
const maxKeyBytes = 1024;
/** The usual file-system limit for one path component, so every key also fits a local directory. */
const maxSegmentBytes = 255;

function hasForbiddenCharacter(key: string): boolean {
  for (const character of key) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}

/**
 * Splits a key into its segments, refusing anything that could escape a directory (`..`, absolute paths,
 * backslashes), hide a file (a leading `.`, which local storage also keeps for its temporary files) or not
 * fit every backend.
 */
export function keySegments(key: string): string[] {
  if (key.length === 0 || encoder.encode(key).length > maxKeyBytes || hasForbiddenCharacter(key)) {
    throw new InvalidStorageKeyError(key);
  }
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment.length === 0 || segment.startsWith('.') || encoder.encode(segment).length > maxSegmentBytes) {
      throw new InvalidStorageKeyError(key);
    }
  }
  return segments;
}

/** Checks a range's own shape; whether it fits the object is for the backend, which knows the size. */
export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  const validStart = Number.isSafeInteger(start) && start >= 0;
  const validEnd = end === undefined || (Number.isSafeInteger(end) && end >= start);
  if (!validStart || !validEnd) throw new RangeError(`Invalid byte range ${start}-${end ?? ''}`);
}
