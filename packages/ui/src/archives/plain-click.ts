import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is the page's to handle (a plain left click) rather than the browser's: with a
 * modifier key or another button it opens the address in a new tab or window, as a link should.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The click handler of a link the page follows itself on a plain click (see isPlainClick). */
export function followInPage(open: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    open();
  };
}
