import { startTransition, useEffect, useRef, useState } from 'react';

/** What the scrolling area shows: its inner size and how far it is scrolled. */
export type View = { width: number; height: number; scrollLeft: number; scrollTop: number };

const EMPTY: View = { width: 0, height: 0, scrollLeft: 0, scrollTop: 0 };

/**
 * The scrolling area's size (followed as it changes: a rotated phone, full screen) and scroll position, given
 * to React at most once per frame. `latest` is as of the last scroll or resize itself, for a zoom to start
 * from: by the time a zoom's layout is in place the browser may already have clamped the element's own. The first
 * size is given as a transition: it lays out every page and what is drawn over them, which React then renders in
 * slices the browser can interleave with input and frames; later changes (a scroll) are urgent.
 */
export function useView(element: HTMLElement | null): { view: View; latest: { current: View } } {
  const [view, setView] = useState(EMPTY);
  const latest = useRef(EMPTY);
  const sized = useRef(false);

  useEffect(() => {
    if (!element) return;
    let frame = 0;
    const changed = () => {
      latest.current = {
        width: element.clientWidth,
        height: element.clientHeight,
        scrollLeft: element.scrollLeft,
        scrollTop: element.scrollTop,
      };
      if (frame === 0)
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          const next = latest.current;
          const first = !sized.current && next.width > 0;
          if (next.width > 0) sized.current = true;
          if (first) startTransition(() => setView(next));
          else setView(next);
        });
    };
    changed();
    const resized = new ResizeObserver(changed);
    resized.observe(element);
    element.addEventListener('scroll', changed, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', changed);
      window.cancelAnimationFrame(frame);
    };
  }, [element]);

  return { view, latest };
}
