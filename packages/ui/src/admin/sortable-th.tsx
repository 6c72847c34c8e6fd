import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortState } from './table-view.ts';

export interface SortableThProps<K extends string> {
  /** The column this header sorts by. Required, no default. */
  column: K;
  /** The table's current order. Required, no default. */
  sort: SortState<K>;
  /** Called with `column` when the header is clicked. Required, no default. */
  onSort: (column: K) => void;
  /** The header label. Required, no default. */
  children: ReactNode;
}

/** A column header that sorts the table and tells assistive technology the current order. */
export function SortableTh<K extends string>({ column, sort, onSort, children }: SortableThProps<K>) {
  const active = sort.key === column;
  const Icon = active ? (sort.direction === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {children}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
