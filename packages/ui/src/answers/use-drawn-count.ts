import { startTransition, useEffect, useState } from 'react';

/** How many answers are drawn at once: about what the column shows, then as many more at each step. */
export const ANSWERS_DRAWN_AT_ONCE = 3;

/**
 * How many of `total` items to draw: a first few at once, then a few more after each drawing, in the background,
 * until all are, so a long list never holds the page for one long task (each answer's math and code are costly
 * to draw). A list that grows is followed.
 */
export function useDrawnCount(total: number, step = ANSWERS_DRAWN_AT_ONCE): number {
  const [drawn, setDrawn] = useState(step);
  useEffect(() => {
    if (drawn >= total) return;
    startTransition(() => setDrawn((count) => count + step));
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
