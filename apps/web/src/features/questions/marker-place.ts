/** Where a question starts: a page, from 1, and a fraction of its height, 0 at the top. */
export type Place = { page: number; top: number };

/** An arrow key moves a marker by 1% of its page's height; with Shift, 5%. */
export const SMALL_STEP = 0.01;
export const BIG_STEP = 0.05;

const rounded = (top: number) => Math.round(top * 1000) / 1000;

/**
 * The place an arrow key moves a marker to: up or down by a step, onto the previous or the next page past an edge,
 * and no further than the first page's top or the last page's bottom.
 */
export function steppedPlace(place: Place, direction: 'up' | 'down', big: boolean, pageCount: number): Place {
  const top = rounded(place.top + (direction === 'up' ? -1 : 1) * (big ? BIG_STEP : SMALL_STEP));
  if (top < 0) return place.page > 1 ? { page: place.page - 1, top: rounded(1 + top) } : { page: 1, top: 0 };
  if (top > 1) {
    return place.page < pageCount
      ? { page: place.page + 1, top: rounded(top - 1) }
      : { page: place.page, top: 1 };
  }
  return { page: place.page, top };
}

/** The place on a page (its element's box) at a point of the screen: its height there, within the page. */
export function placeOnPage(page: number, box: Pick<DOMRect, 'top' | 'height'>, y: number): Place {
  const top = box.height > 0 ? (y - box.top) / box.height : 0;
  return { page, top: rounded(Math.min(1, Math.max(0, top))) };
}

/** The page drawn at a point of the screen and the place there; null off every page. */
export function placeAtPoint(x: number, y: number): Place | null {
  const page = document
    .elementsFromPoint(x, y)
    .find((element) => element instanceof HTMLElement && element.dataset.page);
  if (!(page instanceof HTMLElement)) return null;
  return placeOnPage(Number(page.dataset.page), page.getBoundingClientRect(), y);
}
