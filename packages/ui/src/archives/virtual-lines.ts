// What the two virtual lists (a course's archives, the course list) share: how a drawn line is placed, how its
// height is read, and how the line holding focus stays drawn while it is scrolled away.
import {
  defaultRangeExtractor,
  measureElement as measureRendered,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type CSSProperties, type FocusEvent, useCallback, useRef } from 'react';

/** A drawn line of a virtual list, placed at its offset from the top of the list. */
export const placed = (start: number): CSSProperties => ({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  transform: `translateY(${start}px)`,
});

/**
 * A drawn line's height as laid out, reported by the virtualizer's resize observer once the browser has laid the
 * line out. Not read on the line's arrival, from React's commit, where reading it would make the browser lay the
 * whole page out there and then (a third of opening a course of 2,000 archives): until the observer reports, the
 * line keeps the height it was measured at before, or its estimate. Where nothing is laid out and everything
 * measures 0 (tests have no layout), the estimate too, rather than drawing everything.
 */
export function measuredOrEstimated<TScroll extends Element | Window>(estimate: (index: number) => number) {
  return (
    element: Element,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<TScroll, Element>,
  ) => {
    const index = instance.indexFromElement(element);
    if (entry === undefined)
      return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimate(index);
    const size = measureRendered(element, entry, instance);
    return size > 0 ? size : estimate(index);
  };
}

/**
 * Keeps the line holding focus, and the lines either side of it, drawn while it is scrolled out of view, so
 * focus is never lost to the page and moves on from it as in a list drawn whole. Each
 * drawn line carries its key as `data-key`; `indexOfKey` finds the line's index among all of them.
 */
export function useFocusedLineKept(indexOfKey: ReadonlyMap<string, number>) {
  const focusedKey = useRef<string | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedKey.current === null ? undefined : indexOfKey.get(focusedKey.current);
      if (focused === undefined) return indexes;
      // Its neighbours too, so Tab and Shift+Tab go on to the next line as in a list drawn whole.
      const kept = [focused - 1, focused, focused + 1].filter(
        (index) => index >= 0 && index <= range.count - 1,
      );
      return [...new Set([...indexes, ...kept])].sort((a, b) => a - b);
    },
    [indexOfKey],
  );
  return {
    rangeExtractor,
    /** Set on the list's container. */
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
