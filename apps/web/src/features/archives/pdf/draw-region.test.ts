import { describe, expect, it } from 'vitest';
import { regionSlices } from './draw-region.ts';

describe('regionSlices', () => {
  it('covers one page’s part for a question within a page', () => {
    expect(regionSlices({ from: { page: 2, top: 0.3 }, to: { page: 2, top: 0.6 } }, 5)).toEqual([
      { page: 2, from: 0.3, to: 0.6 },
    ]);
  });
  it('runs across pages, and leaves out a page the next question starts at the top of', () => {
    expect(regionSlices({ from: { page: 2, top: 0.7 }, to: { page: 4, top: 0 } }, 5)).toEqual([
      { page: 2, from: 0.7, to: 1 },
      { page: 3, from: 0, to: 1 },
    ]);
  });
  it('stops at the file’s last page', () => {
    expect(regionSlices({ from: { page: 3, top: 0.5 }, to: { page: 9, top: 1 } }, 3)).toEqual([
      { page: 3, from: 0.5, to: 1 },
    ]);
  });
});
