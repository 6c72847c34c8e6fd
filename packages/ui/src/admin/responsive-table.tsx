import { Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { type Key, type ReactNode, useId } from 'react';
import { useNarrowScreen } from '../theme/use-narrow-screen.ts';
import { SortableTh } from './sortable-th.tsx';
import { type TableStatus, TableStatusMessage } from './table-status.tsx';
import type { SortState } from './table-view.ts';
import { useAdminWords } from './use-admin-words.ts';

export interface Column<T, K extends string> {
  /** The column's header in the table, and the label of its value on a card. Required, no default. */
  label: string;
  /** What the header sorts by; without it the header does not sort. Default none. */
  sortKey?: K;
  /** Heads the row's card instead of being listed on it. Default false (the first column heads it). */
  title?: boolean;
  /** What the column shows for a row. Required, no default. */
  cell: (row: T) => ReactNode;
}

export interface ResponsiveTableProps<T, K extends string> {
  /** The columns, in order; the last, 操作, is added from `actions`. Required, no default. */
  columns: readonly Column<T, K>[];
  /** The rows to show. Required, no default. */
  rows: readonly T[];
  /** A row's stable identity. Required, no default. */
  rowKey: (row: T) => Key;
  /** A row's buttons, each named with the row's name (e.g. 編輯 資料結構). Required, no default. */
  actions: (row: T) => ReactNode;
  /** Why there are no rows to show (loading, empty…), shown instead of them. Default null (the rows). */
  status?: TableStatus | null;
  /** The order and how to change it; sortable headers need it. Default none (no header sorts). */
  sorting?: { sort: SortState<K>; onSort: (key: K) => void };
  /** Below this width the table scrolls sideways instead of squeezing. Required, no default. */
  minWidth: number;
  /** The accessible name of the list of cards, e.g. 課程列表. Required, no default. */
  label: string;
}

/**
 * Rows as a table from the layout switch (960px) up, and below it as a list of cards, one per row: its title
 * column on top, the other columns as label and value, its buttons at the foot. A phone thus reaches every
 * value and every button without scrolling sideways. Only one of the two is drawn, so each text is on the page
 * once, for find-in-page and screen readers alike.
 */
export function ResponsiveTable<T, K extends string>(props: ResponsiveTableProps<T, K>) {
  return useNarrowScreen() ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<T, K extends string>(props: ResponsiveTableProps<T, K>) {
  const { columns, rows, rowKey, actions, status = null, sorting } = props;
  const t = useAdminWords();
  return (
    <Table.ScrollContainer minWidth={props.minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ label, sortKey }) =>
              sortKey && sorting ? (
                <SortableTh key={label} column={sortKey} sort={sorting.sort} onSort={sorting.onSort}>
                  {label}
                </SortableTh>
              ) : (
                <Table.Th key={label}>{label}</Table.Th>
              ),
            )}
            <Table.Th>{t('admin.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <TableStatusMessage status={status} />
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
                ))}
                <Table.Td>{actions(row)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The label column of a card's values: wide enough for the longest header (four characters). */
const LABEL_WIDTH = '4.5rem';

function RowCards<T, K extends string>(props: ResponsiveTableProps<T, K>) {
  const { columns, rows, rowKey, actions, status = null } = props;
  const baseId = useId();
  if (status) return <TableStatusMessage status={status} />;
  const titleIndex = Math.max(
    0,
    columns.findIndex((column) => column.title),
  );
  const title = columns[titleIndex];
  const details = columns.filter((_, index) => index !== titleIndex);
  return (
    <Stack component="ul" gap="sm" m={0} p={0} aria-label={props.label} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const key = rowKey(row);
        const titleId = `${baseId}-${String(key)}`;
        return (
          // Named by its title, so a screen reader's list of items reads as the rows' names.
          <Card component="li" key={key} withBorder padding="sm" radius="md" aria-labelledby={titleId}>
            <Box id={titleId} fw={600}>
              {title?.cell(row)}
            </Box>
            <Stack component="dl" gap={4} mt="xs" mb={0}>
              {details.map((column) => (
                <Group key={column.label} gap="xs" wrap="nowrap" align="baseline">
                  <Text component="dt" size="xs" c="dimmed" w={LABEL_WIDTH} style={{ flexShrink: 0 }}>
                    {column.label}
                  </Text>
                  {/* A long email breaks anywhere rather than widening the card past the screen. */}
                  <Box component="dd" m={0} fz="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Box>
                </Group>
              ))}
            </Stack>
            <Group justify="flex-end" mt="xs">
              {actions(row)}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
