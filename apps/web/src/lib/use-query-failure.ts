import { useEffect, useRef } from 'react';
import { errorStatus } from './api-client.ts';

/**
 * Calls `effect` once for each failed load of a query (after its retries), not on every render nor again on a
 * remount: a toast or a follow-up belongs to the failure, and `errorUpdatedAt` tells one failure from the next.
 * A 401 is left alone: it has ended the session, and the page with it.
 */
export function useQueryFailure(
  query: { error: Error | null; errorUpdatedAt: number },
  effect: (error: Error) => void,
): void {
  const handled = useRef(0);
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error === null || errorStatus(error) === 401 || handled.current === errorUpdatedAt) return;
    handled.current = errorUpdatedAt;
    effect(error);
  }, [error, errorUpdatedAt, effect]);
}
