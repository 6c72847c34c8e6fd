import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * A list of outcomes (我的檢舉) as a dialog shows it: asked again as it opens (an admin may have resolved one
 * since the count was read) and kept as it was on opening, so the new outcomes stay marked new while it is
 * open; opening it marks them seen. Answers what the list component takes.
 */
export function useSeenOnOpen<T extends { unseen: number }, I>(
  opened: boolean,
  list: UseQueryResult<T>,
  itemsOf: (data: T) => I[],
  markSeen: () => void,
): { items: I[] | null; loading: boolean; onRetry: (() => void) | null } {
  const { refetch } = list;
  const [shown, setShown] = useState<T | null>(null);
  useEffect(() => {
    if (!opened) {
      setShown(null);
      return;
    }
    let current = true;
    void refetch().then(({ data }) => {
      if (!current || !data) return;
      setShown(data);
      if (data.unseen > 0) markSeen();
    });
    return () => {
      current = false;
    };
  }, [opened, refetch, markSeen]);
  const data = shown ?? (list.isFetching ? null : (list.data ?? null));
  return {
    items: data ? itemsOf(data) : null,
    loading: shown === null && list.isFetching,
    onRetry: shown === null && list.isError ? () => void refetch() : null,
  };
}
