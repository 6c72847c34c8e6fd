import {
  defaultRangeExtractor,
  measureElement as measureRendered,
  type Range,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type FocusEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListItem } from './archive-list-items.ts';

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

/** Lines drawn beyond each edge of the viewport: a Tab or an arrow key lands on a line already there. */
const OVERSCAN = 4;

export type DrawnItem = { item: ListItem; index: number; start: number };

/**
 * The lines of the list to draw and where. Above VIRTUALIZE_FROM archives, only those near the window's
 * viewport (the page scrolls, not the list), each placed by its measured offset; the line holding focus stays
 * drawn while it is scrolled away, so focus is never lost to the page. Below it, every line, in the flow.
 */
export function useListVirtualizer(items: readonly ListItem[], virtualized: boolean) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: the virtualizer counts the window's scroll from the top of the page.
  const [scrollMargin, setScrollMargin] = useState(0);
  const focusedKey = useRef<string | null>(null);
  const indexOfKey = useMemo(() => new Map(items.map((item, index) => [item.key, index])), [items]);

  const estimateSize = useCallback((index: number) => estimatedHeight(items[index]), [items]);
  const measureElement = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) => {
      const size = measureRendered(element, entry, instance);
      // Nothing laid out measures 0 (tests have no layout): keep the estimate rather than draw everything.
      return size > 0 ? size : estimateSize(instance.indexFromElement(element));
    },
    [estimateSize],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedKey.current === null ? undefined : indexOfKey.get(focusedKey.current);
      if (focused === undefined || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [indexOfKey],
  );

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

  // Also while the list is short or empty (its first render on arrival), so a list that grows long already
  // knows where it starts and is placed right in its first render.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    // Measured against the page rather than the viewport plus the scroll: the same wherever the page is scrolled.
    const top = list.getBoundingClientRect().top - document.documentElement.getBoundingClientRect().top;
    setScrollMargin((current) => (Math.abs(current - top) < 1 ? current : top));
  });

  const drawn: DrawnItem[] = virtualized
    ? virtualizer.getVirtualItems().flatMap(({ index, start }) => {
        const item = items[index];
        return item ? [{ item, index, start: start - scrollMargin }] : [];
      })
    : items.map((item, index) => ({ item, index, start: 0 }));

  return {
    listRef,
    drawn,
    /** The height the whole list takes, drawn or not. */
    totalSize: virtualizer.getTotalSize(),
    /** Given to each drawn line's element, which carries `data-index`, so its real height replaces the estimate. */
    measure: virtualizer.measureElement,
    /** Keep the line holding focus drawn: set on the list's container. */
    focusHandlers: {
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const line = event.target instanceof Element ? event.target.closest('[data-key]') : null;
        focusedKey.current = line?.getAttribute('data-key') ?? null;
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) focusedKey.current = null;
      },
    },
  };
}
