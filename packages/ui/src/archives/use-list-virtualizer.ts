import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef } from 'react';
import type { ListItem } from './archive-list-items.ts';
import { offsetOnPage, useMeasuredOffset } from './use-measured-offset.ts';
import { measuredOrEstimated, useFocusedLineKept } from './virtual-lines.ts';

/**
 * From this many archives up, the list draws only the lines near the viewport. A course has a few dozen
 * archives at most as a rule: its list stays whole, so find-in-page, printing and a screen reader's list of
 * headings reach every archive. A department's long-running course can have thousands, which drawn whole take
 * seconds to render and tens of thousands of DOM nodes.
 */
export const VIRTUALIZE_FROM = 50;

/**
 * A line's height before it is measured, in px: as Chromium lays them out at desktop widths with the default
 * theme (a year's heading 36px plus the 20px gap above all but the first; a row 75px plus the 10px gap below all
 * but a year's last). When the estimate is right, drawing the rows needs no second render to correct their
 * places; on a phone, rows wrap taller and are corrected once measured. Also what tests without layout use.
 */
function estimatedHeight(item: ListItem | undefined): number {
  if (item === undefined) return 85;
  if (item.kind === 'year') return item.first ? 36 : 56;
  return item.lastInYear ? 75 : 85;
}

/**
 * Lines drawn beyond each edge of the viewport: a Tab or an arrow key lands on a line already there. Two, not
 * more: a row is 50 to 60 DOM nodes (an administrator's more), and the page stays under 1,500 while a student
 * scrolls the longest course (`pnpm bench`, large-department.ts).
 */
const OVERSCAN = 2;

export type DrawnItem = { item: ListItem; index: number; start: number };

/**
 * The lines of the list to draw and where. Above VIRTUALIZE_FROM archives, only those near the window's
 * viewport (the page scrolls, not the list), each placed by its measured offset; the line holding focus stays
 * drawn while it is scrolled away, so focus is never lost to the page. Below it, every line, in the flow.
 */
export function useListVirtualizer(items: readonly ListItem[], virtualized: boolean) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: the virtualizer counts the window's scroll from the top of the page. Also
  // measured while the list is short or empty (its first render on arrival), so a list that grows long already
  // knows where it starts and is placed right in its first render.
  // The page's body holds the list and everything above it: it grows or shrinks when the list moves.
  const scrollMargin = useMeasuredOffset(listRef, document.body, offsetOnPage) ?? 0;
  const indexOfKey = useMemo(() => new Map(items.map((item, index) => [item.key, index])), [items]);
  const { rangeExtractor, focusHandlers } = useFocusedLineKept(indexOfKey);

  const estimateSize = useCallback((index: number) => estimatedHeight(items[index]), [items]);
  const measureElement = useMemo(() => measuredOrEstimated<Window>(estimateSize), [estimateSize]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    enabled: virtualized,
    estimateSize,
    measureElement,
    rangeExtractor,
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: OVERSCAN,
    scrollMargin,
    // The window's size from the first render on: otherwise the virtualizer draws nothing until it has mounted
    // and measured, and then draws the first screenful in a second render that cannot be split into slices.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  // The same list from one render to the next until the lines drawn or their places change (the virtualizer keeps
  // its own the same too): the list draws it deferred, and a new one is what starts drawing.
  const virtualItems = virtualizer.getVirtualItems();
  const drawn: DrawnItem[] = useMemo(
    () =>
      virtualized
        ? virtualItems.flatMap(({ index, start }) => {
            const item = items[index];
            return item ? [{ item, index, start: start - scrollMargin }] : [];
          })
        : items.map((item, index) => ({ item, index, start: 0 })),
    [virtualized, virtualItems, items, scrollMargin],
  );

  return {
    listRef,
    drawn,
    /** The height the whole list takes, drawn or not. */
    totalSize: virtualizer.getTotalSize(),
    /** Given to each drawn line's element, which carries `data-index`, so its real height replaces the estimate. */
    measure: virtualizer.measureElement,
    /** Keep the line holding focus drawn: set on the list's container. */
    focusHandlers,
  };
}
