import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Where a virtual list starts within what scrolls it, in px, for its virtualizer's `scrollMargin`. Read from the
 * layout when the list mounts and again each time `content` (what holds the list and everything above it)
 * changes size, which is what moves the list: never on a render or a scroll step, where reading the layout would
 * make the browser lay the page out again in the middle of the step (one forced layout per frame while
 * scrolling a long list).
 *
 * `content` and `offsetOf` are read when the list mounts; later values are not used.
 */
export function useMeasuredOffset(
  ref: RefObject<HTMLElement | null>,
  content: () => Element | null,
  offsetOf: (element: HTMLElement) => number,
): number {
  const [offset, setOffset] = useState(0);
  const reading = useRef({ content, offsetOf });
  useLayoutEffect(() => {
    const { content, offsetOf } = reading.current;
    const measure = () => {
      const element = ref.current;
      if (element === null) return;
      const top = offsetOf(element);
      setOffset((current) => (Math.abs(current - top) < 1 ? current : top));
    };
    measure();
    const around = content();
    if (around === null || typeof ResizeObserver === 'undefined') return;
    // Called after the browser has laid the page out for the change: reading the layout then costs nothing more.
    const observer = new ResizeObserver(measure);
    observer.observe(around);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/** Where an element starts on the page: the same wherever the page is scrolled. */
export const offsetOnPage = (element: HTMLElement) =>
  element.getBoundingClientRect().top - document.documentElement.getBoundingClientRect().top;
