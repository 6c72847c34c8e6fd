import { useEffect, useRef, useState } from 'react';

/**
 * The seconds left of `seconds` from the moment it was given, ticking once a second by the page's clock, and
 * `onTimeUp` called once when it reaches zero (at once when it is zero already).
 */
export function useCountdown(seconds: number, onTimeUp: () => void): number {
  const [left, setLeft] = useState(seconds);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    let done = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !done) {
        done = true;
        window.clearInterval(timer);
        timeUp.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [seconds]);

  return left;
}

/** `1:05:09`, `25:00`, `0:09`: hours only when there are any. */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
