import { startTransition, useEffect, useState } from 'react';

/** What draws in turns: a list's items (a question's answers), or a text's chunks (one long answer). */
type Drawing = 'list' | 'text';

// The page's drawing in turns: every list and text drawn a part at a time waits in one line, and one part is added
// after each frame the browser shows. A frame so lays out at most one new part however many grow at once. A text's
// chunks come before any list's next item, so an answer is whole before the one after it is drawn below.
const waiting: Record<Drawing, Array<() => void>> = { text: [], list: [] };
let frameAsked = false;

function takeTurn() {
  frameAsked = false;
  const next = waiting.text.shift() ?? waiting.list.shift();
  next?.();
  if (waiting.text.length + waiting.list.length > 0) askFrame();
}

function askFrame() {
  if (frameAsked) return;
  frameAsked = true;
  // After the frame that shows the last part: the next task once it is painted.
  requestAnimationFrame(() => setTimeout(takeTurn));
}

/** Runs `draw` at its turn, after a frame is shown. Returns how to leave the line. */
function awaitTurn(drawing: Drawing, draw: () => void): () => void {
  const line = waiting[drawing];
  line.push(draw);
  askFrame();
  return () => {
    const at = line.indexOf(draw);
    if (at !== -1) line.splice(at, 1);
  };
}

/**
 * How many of `total` parts to draw: the first at once, then one more at each of the page's drawing turns (one
 * after each frame the browser shows), until all are. A list of long items (math and code costly to lay out) so
 * never holds the page for one long task. A list that grows is followed.
 */
export function useDrawnCount(total: number, drawing: Drawing = 'list'): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= total) return;
    return awaitTurn(drawing, () => startTransition(() => setDrawn((count) => count + 1)));
  }, [drawn, total, drawing]);
  return Math.min(drawn, total);
}
