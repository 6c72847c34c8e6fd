import { startTransition, useEffect, useState } from 'react';

/** What draws in turns: a list's items (a question's answers), or a text's chunks (one long answer). */
type Drawing = 'list' | 'text';

/** How long a part may take to be drawn before the next one's turn comes anyway (a render held by a suspense). */
export const LONGEST_TURN_MS = 250;

// The page's drawing in turns: every list and text drawn a part at a time waits in one line. A part is added after
// the frame that shows the one before it, so a frame lays out at most one new part however many grow at once. A
// text's chunks come before any list's next item, so an answer is whole before the one after it is drawn below.
const waiting: Record<Drawing, Array<() => void>> = { text: [], list: [] };
let frameAsked = false;
/** The part being drawn: its render may take several of React's slices, and frames pass between them. */
let drawing: { draw: () => void; timer: ReturnType<typeof setTimeout> } | null = null;

function takeTurn() {
  frameAsked = false;
  const next = waiting.text.shift() ?? waiting.list.shift();
  if (!next) return;
  drawing = { draw: next, timer: setTimeout(() => endTurn(next), LONGEST_TURN_MS) };
  next();
}

/** The part `draw` added is committed (or will not be): the next one's turn comes after the frame that shows it. */
function endTurn(draw: () => void) {
  if (drawing?.draw !== draw) return;
  clearTimeout(drawing.timer);
  drawing = null;
  askFrame();
}

function askFrame() {
  if (frameAsked || drawing || waiting.text.length + waiting.list.length === 0) return;
  frameAsked = true;
  // After the frame that shows the last part: the next task once it is painted.
  requestAnimationFrame(() => setTimeout(takeTurn));
}

/** Runs `draw` at its turn, after a frame is shown. Returns how to leave the line, or end the turn once drawn. */
function awaitTurn(line: Drawing, draw: () => void): () => void {
  waiting[line].push(draw);
  askFrame();
  return () => {
    const at = waiting[line].indexOf(draw);
    if (at !== -1) waiting[line].splice(at, 1);
    endTurn(draw);
  };
}

/**
 * How many of `total` parts to draw: the first at once, then one more at each of the page's drawing turns (one
 * after each frame that shows the part before), until all are. A list of long items (math and code costly to lay
 * out) so never holds the page for one long task. A list that grows is followed.
 */
export function useDrawnCount(total: number, drawing: Drawing = 'list'): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= total) return;
    // Left when the count changes: the part this turn added is committed.
    return awaitTurn(drawing, () => startTransition(() => setDrawn((count) => count + 1)));
  }, [drawn, total, drawing]);
  return Math.min(drawn, total);
}
