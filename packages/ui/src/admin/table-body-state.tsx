import { Group, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusRowProps {
  /** How many columns the row spans. Required, no default. */
  colSpan: number;
  /** Shows a spinner before the text. Default false. */
  loading?: boolean;
  /** What the table has to say instead of rows. Required, no default. */
  children: string;
}

/** One full-width row saying the table is loading, empty or filtered down to nothing. */
function StatusRow({ colSpan, loading = false, children }: StatusRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Group justify="center" gap="xs" py="lg">
          {loading && <Loader size="sm" aria-hidden />}
          <Text c="dimmed" size="sm">
            {children}
          </Text>
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
  /** How many rows exist before filtering. Required, no default. */
  total: number;
  /** How many rows pass the search and filters. Required, no default. */
  matchCount: number;
  /** What each status row says. Required, no default. */
  messages: { loading: string; empty: string; noMatch: string };
  /** The rows of the current page. Required, no default. */
  children: ReactNode;
}

/** The rows, or the one row that explains why there are none. */
export function TableBodyState({
  colSpan,
  loading,
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
  if (total === 0) return <StatusRow colSpan={colSpan}>{messages.empty}</StatusRow>;
  if (matchCount === 0) return <StatusRow colSpan={colSpan}>{messages.noMatch}</StatusRow>;
  return children;
}
