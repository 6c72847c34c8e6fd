import { useCallback, useEffect, useRef } from 'react';

/** How long the student may pause typing before a note is saved. */
const SAVE_AFTER_MS = 800;

/**
 * Saves each question's note a moment after the student stops typing, and answers `flush`: save every note
 * still waiting now (before the attempt ends, so its last words reach the server).
 */
export function useNoteSaver(save: (questionId: number, note: string) => Promise<unknown>) {
  const waiting = useRef(new Map<number, { note: string; timer: number }>());
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    const pending = [...waiting.current.entries()];
    waiting.current.clear();
    await Promise.allSettled(
      pending.map(([questionId, { note, timer }]) => {
        window.clearTimeout(timer);
        return saveRef.current(questionId, note);
      }),
    );
  }, []);

  const write = useCallback((questionId: number, note: string) => {
    const earlier = waiting.current.get(questionId);
    if (earlier) window.clearTimeout(earlier.timer);
    const timer = window.setTimeout(() => {
      waiting.current.delete(questionId);
      void saveRef.current(questionId, note);
    }, SAVE_AFTER_MS);
    waiting.current.set(questionId, { note, timer });
  }, []);

  useEffect(() => () => void flush(), [flush]);
  return { write, flush };
}
