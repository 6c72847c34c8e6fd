import { useEffect, useState } from 'react';

/** The clock, read again every minute (for relative times), unless the caller fixes it. */
export function useMinuteClock(fixed: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}
