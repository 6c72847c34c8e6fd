import { useEffect, useState } from 'react';
import type { RenderedMarkdown } from './markdown-render.ts';

/** Draws the component again once `rendering`, a text's HTML still on its way, has arrived (and is kept). */
export function useArrival(rendering: RenderedMarkdown | undefined): void {
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (!rendering || !('pending' in rendering)) return;
    let waiting = true;
    void rendering.pending.then(() => {
      if (waiting) setArrivals((arrivals) => arrivals + 1);
    });
    return () => {
      waiting = false;
    };
  }, [rendering]);
}
