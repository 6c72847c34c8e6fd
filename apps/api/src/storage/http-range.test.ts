import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './http-range.ts';

describe('Range header', () => {
  it.each([
    ['bytes=0-99', 1000, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=500-', 1000, { kind: 'partial', start: 500, end: 999 }],
    ['bytes=900-2000', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['bytes=999-999', 1000, { kind: 'partial', start: 999, end: 999 }],
  ])('serves %s of a %d-byte file', (header, size, expected) => {
    expect(parseRangeHeader(header, size)).toEqual(expected);
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1500-1600', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
    ['bytes=-10', 0],
  ])('answers %s of a %d-byte file as unsatisfiable', (header, size) => {
    expect(parseRangeHeader(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, null, '', 'bytes=-', 'bytes=5-1', 'bytes=0-1,5-9', 'items=0-9', 'bytes=a-b'])(
    'ignores %j and serves the whole file',
    (header) => {
      expect(parseRangeHeader(header, 1000)).toEqual({ kind: 'whole' });
    },
  );
});
