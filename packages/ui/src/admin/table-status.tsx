import { Button, Group, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusRowProps {
  /** How many columns the row spans. Required, no default. */
  colSpan: number;
  /** Shows a spinner before the text. Default false. */
  loading?: boolean;
  /** What the table has to say instead of rows. Required, no default. */
  children: string;
  /** A button after the text, e.g. to load again. Default none. */
  action?: ReactNode;
}

/** One full-width row saying the table is loading, empty or filtered down to nothing. */
function StatusRow({ colSpan, loading = false, children, action }: StatusRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Group justify="center" gap="xs" py="lg">
          {loading && <Loader size="sm" aria-hidden />}
          <Text c="dimmed" size="sm">
            {children}
          </Text>
          {action}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export interface TableBodyStateProps {
  /** How many columns a status row spans. Required, no default. */
  colSpan: number;
  /** The list is still loading. Required, no default. */
  loading: boolean;
  /** The list could not be loaded; called by 重新載入. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** How many rows exist before filtering. Required, no default. */
  total: number;
  /** How many rows pass the search and filters. Required, no default. */
  matchCount: number;
  /** What each status row says. Required, no default. */
  messages: { loading: string; empty: string; noMatch: string; failed: string };
  /** The rows of the current page. Required, no default. */
  children: ReactNode;
}

/** The rows, or the one row that explains why there are none. */
export function TableBodyState({
  colSpan,
  loading,
  onRetry = null,
  total,
  matchCount,
  messages,
  children,
}: TableBodyStateProps) {
  if (loading) {
    return (
      <StatusRow colSpan={colSpan} loading>
        {messages.loading}
      </StatusRow>
    );
  }
  // Never "no courses yet" after a failed load: the admin would take it for an empty list.
  if (onRetry) {
    const retry = (
      <Button size="xs" variant="light" onClick={onRetry}>
        重新載入
      </Button>
    );
    return (
      <StatusRow colSpan={colSpan} action={retry}>
        {messages.failed}
      </StatusRow>
    );
  }
  if (total === 0) return <StatusRow colSpan={colSpan}>{messages.empty}</StatusRow>;
  if (matchCount === 0) return <StatusRow colSpan={colSpan}>{messages.noMatch}</StatusRow>;
  return children;
}
