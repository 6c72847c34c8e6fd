import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type TableStatus, TableStatusMessage } from './table-status.tsx';

export interface PagedListProps {
  /** The list's accessible name. Required, no default. */
  label: string;
  /** Why there are no rows (loading, failed, empty), or null to show `children`. Required, no default. */
  status: TableStatus | null;
  /** More rows exist on the server: 載入更多 shows them. Required, no default. */
  hasMore: boolean;
  /** The next page is loading. Required, no default. */
  loadingMore: boolean;
  /** Called by 載入更多. Required, no default. */
  onLoadMore: () => void;
  /** The rows loaded so far, each an `li`. Required, no default. */
  children: ReactNode;
}

/** A list the server pages by cursor: its rows, or why there are none, and 載入更多 while more exist. */
export function PagedList({ label, status, hasMore, loadingMore, onLoadMore, children }: PagedListProps) {
  return (
    <>
      {status ? (
        <TableStatusMessage status={status} />
      ) : (
        <Stack component="ul" gap="sm" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
      {hasMore && !status && (
        <Group justify="center">
          <Button variant="light" onClick={onLoadMore} loading={loadingMore}>
            載入更多
          </Button>
        </Group>
      )}
    </>
  );
}
