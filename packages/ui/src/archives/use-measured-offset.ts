import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Where a virtual list starts within what scrolls it, in px, for its virtualizer's `scrollMargin`; null until
 * read. Read from the layout when the list mounts (or `content` arrives) and again each time `content` (what
 * holds the list and everything above it) changes size, which is what moves the list: never on a render or a
 * scroll step, where reading the layout would make the browser lay the page out again in the middle of the step
 * (one forced layout per frame while scrolling a long list). `offsetOf` must be the same function from one
 * render to the next unless what it measures against has changed.
 */
export function useMeasuredOffset(
  ref: RefObject<HTMLElement | null>,
  content: Element | null,
  offsetOf: (element: HTMLElement) => number,
): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element === null) return;
      const top = offsetOf(element);
      setOffset((current) => (current !== null && Math.abs(current - top) < 1 ? current : top));
    };
    measure();
    if (content === null || typeof ResizeObserver === 'undefined') return;
    // Called after the browser has laid the page out for the change: reading the layout then costs nothing more.
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [ref, content, offsetOf]);
  return offset;
}

/** Where an element starts on the page: the same wherever the page is scrolled. */
export const offsetOnPage = (element: HTMLElement) =>
  element.getBoundingClientRect().top - document.documentElement.getBoundingClientRect().top;
