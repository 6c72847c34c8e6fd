import { describe, expect, it } from 'vitest';
import { regionHeight, regionSlices } from './draw-region.ts';

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

describe('regionHeight', () => {
  // An A4 page (595 × 842 points) and a landscape one.
  const sizes = [
    { width: 595, height: 842 },
    { width: 842, height: 595 },
    { width: 595, height: 842 },
  ];

  it('is the part of the page covered, at the width drawn', () => {
    expect(
      regionHeight(sizes, { from: { page: 1, top: 0.25 }, to: { page: 1, top: 0.75 } }, 350),
    ).toBeCloseTo(0.5 * 842 * (350 / 595));
  });

  it('adds the parts of each page a region runs across, each page at the width drawn', () => {
    const region = { from: { page: 1, top: 0.9 }, to: { page: 3, top: 0.1 } };
    expect(regionHeight(sizes, region, 300)).toBeCloseTo(
      0.1 * 842 * (300 / 595) + 595 * (300 / 842) + 0.1 * 842 * (300 / 595),
    );
  });

  it('stops where a drawing is cut, 2,400 px', () => {
    expect(regionHeight(sizes, { from: { page: 1, top: 0 }, to: { page: 3, top: 1 } }, 2000)).toBe(2400);
  });
});
