/** What a `Range` request header asks of an object of a known size (RFC 9110 §14). */
export type RangeRequest =
  /** No usable range: answer 200 with the whole object. */
  | { kind: 'whole' }
  /** Answer 206 with these bytes, both ends inclusive. */
  | { kind: 'partial'; start: number; end: number }
  /** Answer 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const singleByteRange = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a `Range` header for an object of `size` bytes. Only one range is served (what PDF viewers ask
 * for); a header with several ranges, another unit or bad syntax is ignored as RFC 9110 allows, so the
 * client simply gets the whole file.
 */
export function parseRangeHeader(header: string | undefined | null, size: number): RangeRequest {
  const match = singleByteRange.exec(header?.trim() ?? '');
  const first = match?.[1] ?? '';
  const last = match?.[2] ?? '';
  if (!match || (first === '' && last === '')) return { kind: 'whole' };
  if (first === '') {
    // A suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
