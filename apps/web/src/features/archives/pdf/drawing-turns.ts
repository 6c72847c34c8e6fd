/** The drawing being done now, or the last one: the next starts once it has settled, whether drawn or failed. */
let current: Promise<unknown> = Promise.resolve();

/** The longest a drawing waits for the one before it: one that never settles (a stalled file) holds no other. */
export const LONGEST_WAIT_MS = 5_000;

const waited = () => new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));

/**
 * Runs `draw` once every drawing asked for before it has finished: the viewer's pages are drawn one at a time.
 * pdf.js draws a page in slices of about 15 ms, one slice a frame, and lays out its text after: two pages drawn
 * at once would put both slices, and one's text, into the same frame, past what a frame can hold. Answers what
 * `draw` answers.
 */
export function inTurn<T>(draw: () => Promise<T>): Promise<T> {
  const before = Promise.race([current.catch(() => undefined), waited()]);
  const turn = before.then(draw);
  current = turn.catch(() => undefined);
  return turn;
}
