// Where each page sits in the viewer's scrolling area, worked out from the pages' sizes and the zoom rather than
// measured, so that scrolling, the page indicator and keeping the reading position through a zoom agree with
// what the browser lays out (pdf-pages.tsx draws exactly this).

/** A page's size in PDF points, its rotation applied. */
export type PageSize = { width: number; height: number };

/** Space around the pages and between two of them, in CSS pixels. */
export const PAGE_PADDING = 12;
export const PAGE_GAP = 12;

export type PageLayout = {
  /** Each page's top edge, from the top of the scrolled content. */
  tops: number[];
  widths: number[];
  heights: number[];
  /** The widest page plus the padding either side. */
  contentWidth: number;
  /** Every page, the gaps between them and the padding above and below. */
  contentHeight: number;
};

/** The layout at `scale` CSS pixels per point. */
export function layoutPages(sizes: readonly PageSize[], scale: number): PageLayout {
  const tops: number[] = [];
  let top = PAGE_PADDING;
  for (const size of sizes) {
    tops.push(top);
    top += size.height * scale + PAGE_GAP;
  }
  const widths = sizes.map((size) => size.width * scale);
  return {
    tops,
    widths,
    heights: sizes.map((size) => size.height * scale),
    contentWidth: Math.max(0, ...widths) + 2 * PAGE_PADDING,
    contentHeight: top - PAGE_GAP + PAGE_PADDING,
  };
}

/** The index (from 0) of the page at height `y` of the content: the last one starting above it. */
function indexAt(layout: PageLayout, y: number): number {
  let index = 0;
  while (index + 1 < layout.tops.length && (layout.tops[index + 1] ?? Infinity) <= y) index += 1;
  return index;
}

/**
 * The page being read, from 1: the one that takes up most of the view (the first of equals), or the last page
 * once the view has reached the end of a document longer than it (a short last page never takes up most).
 */
export function currentPage(
  layout: PageLayout,
  view: { scrollTop: number; height: number; scrollHeight: number },
): number {
  const bottom = view.scrollTop + view.height;
  if (view.scrollHeight > view.height && bottom >= view.scrollHeight - 1) return layout.tops.length;
  let best = 0;
  let bestShown = -1;
  for (let index = indexAt(layout, view.scrollTop); index < layout.tops.length; index += 1) {
    const top = layout.tops[index] ?? 0;
    if (top >= bottom) break;
    const shown = Math.min(bottom, top + (layout.heights[index] ?? 0)) - Math.max(view.scrollTop, top);
    if (shown > bestShown + 0.5) [best, bestShown] = [index, shown];
  }
  return best + 1;
}

/** The place in the file at height `y` of the content: its page (from 1) and how far down it, from 0 to 1. */
export function placeAt(layout: PageLayout, y: number): { page: number; top: number } {
  const index = indexAt(layout, y);
  const height = layout.heights[index] ?? 0;
  const top = height > 0 ? (y - (layout.tops[index] ?? 0)) / height : 0;
  return { page: index + 1, top: Math.min(1, Math.max(0, top)) };
}

/** The height of the content at a place in the file: the inverse of `placeAt`. */
export function heightOf(layout: PageLayout, place: { page: number; top: number }): number {
  const index = Math.min(Math.max(place.page - 1, 0), layout.tops.length - 1);
  return (layout.tops[index] ?? 0) + place.top * (layout.heights[index] ?? 0);
}

/** The pages (from 1, both ends included) within one view's height of what is shown: the ones worth drawing. */
export function pagesNear(layout: PageLayout, view: { scrollTop: number; height: number }): [number, number] {
  const first = indexAt(layout, view.scrollTop - view.height);
  const last = indexAt(layout, view.scrollTop + 2 * view.height);
  return [first + 1, last + 1];
}

/** Where the content starts horizontally: the pages are centred while they are narrower than the view. */
function pageLeft(layout: PageLayout, index: number, viewWidth: number): number {
  const width = Math.max(viewWidth, layout.contentWidth);
  return (width - (layout.widths[index] ?? 0)) / 2;
}

/**
 * The scroll position after the zoom changed from `before` to `after` that keeps the point of the page under
 * `anchor` (a point of the view: the pinch's centre, the view's centre for a button) where it was.
 */
export function anchoredScroll(
  before: PageLayout,
  after: PageLayout,
  view: { scrollLeft: number; scrollTop: number; width: number },
  anchor: { x: number; y: number },
): { left: number; top: number } {
  const y = view.scrollTop + anchor.y;
  const index = indexAt(before, y);
  const height = before.heights[index] || 1;
  const width = before.widths[index] || 1;
  const down = (y - (before.tops[index] ?? 0)) / height;
  const across = (view.scrollLeft + anchor.x - pageLeft(before, index, view.width)) / width;
  return {
    top: (after.tops[index] ?? 0) + down * (after.heights[index] ?? 0) - anchor.y,
    left: pageLeft(after, index, view.width) + across * (after.widths[index] ?? 0) - anchor.x,
  };
}

/**
 * A place in a document: a page (from 1) and a height on it (a fraction of the page's height, 0 at the top), as
 * a question's start is kept. A new object asks the viewer to scroll there, even to the same place again.
 */
export type ViewerPlace = { page: number; top: number };

/**
 * How far to scroll for `place` to show at the view's top, a page's padding above it; past the last page, the
 * last page's place.
 */
export function placeScrollTop(layout: PageLayout, place: ViewerPlace): number {
  const index = Math.min(Math.max(place.page, 1), layout.tops.length) - 1;
  const top = layout.tops[index] ?? 0;
  const height = layout.heights[index] ?? 0;
  return Math.max(0, top + height * Math.min(Math.max(place.top, 0), 1) - PAGE_PADDING);
}
