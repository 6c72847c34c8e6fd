import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type TableStatus, TableStatusMessage } from './table-status.tsx';
import { useAdminWords } from './use-admin-words.ts';

/** Where a list the server pages by cursor stands, as the screen showing it reports. */
export interface Paging {
  /** More rows exist on the server: 載入更多 shows them. Default false. */
  hasMore?: boolean;
  /** The next page is loading. Default false. */
  loadingMore?: boolean;
  /** Called by 載入更多. Required, no default. */
  onLoadMore: () => void;
}

export interface PagedListProps {
  /** The list's accessible name. Required, no default. */
  label: string;
  /** Why there are no rows (loading, failed, empty), or null to show `children`. Required, no default. */
  status: TableStatus | null;
  /** Whether more rows exist, and how to load them. Required, no default. */
  paging: Paging;
  /** The rows loaded so far, each an `li`. Required, no default. */
  children: ReactNode;
}

/** A list the server pages by cursor: its rows, or why there are none, and 載入更多 while more exist. */
export function PagedList({ label, status, paging, children }: PagedListProps) {
  const { hasMore = false, loadingMore = false, onLoadMore } = paging;
  const t = useAdminWords();
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
            {t('admin.loadMore')}
          </Button>
        </Group>
      )}
    </>
  );
}
