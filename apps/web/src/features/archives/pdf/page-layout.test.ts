import { describe, expect, it } from 'vitest';
import {
  anchoredScroll,
  currentPage,
  heightOf,
  layoutPages,
  PAGE_GAP,
  PAGE_PADDING,
  pagesNear,
  placeAt,
  placeScrollTop,
} from './page-layout.ts';

const letter = { width: 612, height: 792 };
const landscape = { width: 792, height: 612 };

describe('layoutPages', () => {
  it('stacks the pages with their gaps, at the zoom, and knows the widest', () => {
    const layout = layoutPages([letter, landscape, letter], 0.5);
    expect(layout.tops).toEqual([
      PAGE_PADDING,
      PAGE_PADDING + 396 + PAGE_GAP,
      PAGE_PADDING + 396 + 306 + 2 * PAGE_GAP,
    ]);
    expect(layout.contentWidth).toBe(396 + 2 * PAGE_PADDING);
    expect(layout.contentHeight).toBe(2 * PAGE_PADDING + 396 + 306 + 396 + 2 * PAGE_GAP);
  });
});

describe('the page being read', () => {
  const layout = layoutPages([letter, letter, letter], 1);
  const view = { height: 600, scrollHeight: 3 * 792 + 2 * PAGE_GAP + 2 * PAGE_PADDING };

  it('is the one taking up most of the view', () => {
    const second = layout.tops[1] ?? 0;
    expect(currentPage(layout, { ...view, scrollTop: 0 })).toBe(1);
    expect(currentPage(layout, { ...view, scrollTop: second })).toBe(2);
    expect(currentPage(layout, { ...view, scrollTop: second - 250 })).toBe(2);
    expect(currentPage(layout, { ...view, scrollTop: second - 350 })).toBe(1);
  });

  it('is the last once the view reaches the end', () => {
    expect(currentPage(layout, { ...view, scrollTop: view.scrollHeight - view.height })).toBe(3);
  });

  it('is the first of a document that fits the view', () => {
    expect(currentPage(layout, { height: 5000, scrollHeight: 5000, scrollTop: 0 })).toBe(1);
  });
});

describe('pagesNear', () => {
  it('takes the pages within a view above and below', () => {
    const layout = layoutPages(
      Array.from({ length: 10 }, () => letter),
      1,
    );
    expect(pagesNear(layout, { scrollTop: 0, height: 700 })).toEqual([1, 2]);
    expect(pagesNear(layout, { scrollTop: layout.tops[5] ?? 0, height: 700 })).toEqual([5, 7]);
  });
});

describe('anchoredScroll', () => {
  it('keeps the point under the anchor in place through a zoom', () => {
    const before = layoutPages([letter, letter], 1);
    const after = layoutPages([letter, letter], 2);
    const view = { scrollLeft: 0, scrollTop: (before.tops[1] ?? 0) + 100, width: 900 };
    const anchor = { x: 450, y: 300 };
    const { top, left } = anchoredScroll(before, after, view, anchor);
    // 400px into page 2 before, 800px into it after.
    expect(top + anchor.y).toBeCloseTo((after.tops[1] ?? 0) + 800);
    // The page was centred in 900px (its middle under the anchor); at 1224px wide its middle is at 636.
    expect(left + anchor.x).toBeCloseTo(PAGE_PADDING + 612);
  });
});

describe('placeAt and heightOf', () => {
  const layout = layoutPages(
    [
      { width: 100, height: 200 },
      { width: 100, height: 100 },
    ],
    1,
  );
  it('finds the page and how far down it a height of the content is, and back', () => {
    expect(placeAt(layout, PAGE_PADDING + 50)).toEqual({ page: 1, top: 0.25 });
    expect(placeAt(layout, PAGE_PADDING + 200 + PAGE_GAP + 50)).toEqual({ page: 2, top: 0.5 });
    expect(heightOf(layout, { page: 2, top: 0.5 })).toBe(PAGE_PADDING + 200 + PAGE_GAP + 50);
  });
  it('holds a height in the gap below a page at that page’s bottom', () => {
    expect(placeAt(layout, PAGE_PADDING + 200 + 5)).toEqual({ page: 1, top: 1 });
  });
});

describe('scrolling to a place', () => {
  const layout = layoutPages([letter, letter, letter], 1);

  it("puts a page's height at the view's top, a padding above it", () => {
    expect(placeScrollTop(layout, { page: 2, top: 0.5 })).toBe(
      PAGE_PADDING + 792 + PAGE_GAP + 396 - PAGE_PADDING,
    );
    expect(placeScrollTop(layout, { page: 1, top: 0 })).toBe(0);
  });

  it('keeps a place past the last page on the last page', () => {
    expect(placeScrollTop(layout, { page: 9, top: 0 })).toBe(placeScrollTop(layout, { page: 3, top: 0 }));
  });
});
