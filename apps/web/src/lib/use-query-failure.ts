import { useEffect, useRef } from 'react';
import { errorStatus } from './api-client.ts';

/**
 * Calls `effect` once for each load of a query that fails (after its retries) while the component is shown, not
 * on every render: a toast or a follow-up belongs to the failure, and `errorUpdatedAt` tells one failure from
 * the next. A failure from before the component mounted was already said where it happened. A 401 is left
 * alone: it has ended the session, and the page with it.
 */
export function useQueryFailure(
  query: { error: Error | null; errorUpdatedAt: number },
  effect: (error: Error) => void,
): void {
  const { error, errorUpdatedAt } = query;
  const handled = useRef(errorUpdatedAt);
  useEffect(() => {
    if (error === null || errorStatus(error) === 401 || handled.current === errorUpdatedAt) return;
    handled.current = errorUpdatedAt;
    effect(error);
  }, [error, errorUpdatedAt, effect]);
}
