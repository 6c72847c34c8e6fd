import { useEffect, useState } from 'react';

/** How long a wait lasts before placeholders are drawn for it. */
export const LONG_WAIT_MS = 300;

/**
 * Whether `waiting` has lasted `LONG_WAIT_MS`: a page draws its placeholders only then, so an answer that comes at
 * once (one the page's HTML already asked for) replaces nothing. Placeholder rows the answer then replaces move
 * everything below them, which a reader sees as the page jumping.
 */
export function useLongWait(waiting: boolean): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!waiting) return;
    const timer = setTimeout(() => setLong(true), LONG_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && long;
}
