import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: the first at once, then one more after each frame the browser shows, until
 * all are. A list of long answers (math and code costly to lay out) so never holds the page for one long task:
 * each frame lays out at most one new item. A list that grows is followed.
 */
export function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= total) return;
    // After the frame that shows the last one: the next task once it is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn((count) => count + 1)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, total]);
  return Math.min(drawn, total);
}
